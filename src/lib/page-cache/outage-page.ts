/**
 * What a visitor gets for a public page while the database is unreachable and no earlier copy
 * of the page is kept: a 503 that tells browsers and crawlers to come back, in French.
 */
import { practice } from '@/content/practice';

export const OUTAGE_RETRY_AFTER_SECONDS = 30;

const emergencies = practice.emergencyNumbers.map(({ number, label }) => `<li><strong>${number}</strong> : ${label}</li>`).join('');

export const OUTAGE_PAGE_HTML = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site momentanément indisponible</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#0f172a}a{color:#0f766e}</style>
</head>
<body>
<h1>Site momentanément indisponible</h1>
<p>Nous ne pouvons pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.</p>
<p>En cas d’urgence, appelez :</p>
<ul>${emergencies}</ul>
<p><a href="/">Revenir à l’accueil</a></p>
</body>
</html>
`;
