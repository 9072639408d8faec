/**
 * What a visitor gets for a public page while the database is unreachable and no earlier copy
 * of the page is kept: a 503 that tells browsers and crawlers to come back, in French.
 */
import { practice } from '@/content/practice';
import { standalonePageHtml } from '../../lib/site/standalone-page';

export const OUTAGE_RETRY_AFTER_SECONDS = 30;

const emergencies = practice.emergencyNumbers
  .map(({ number, label }) => `<li><strong>${number}</strong> : ${label}</li>`)
  .join('');

export const OUTAGE_PAGE_HTML = standalonePageHtml({
  title: 'Site momentanément indisponible',
  body: `<p>Nous ne pouvons pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.</p>
<p>En cas d’urgence, appelez :</p>
<ul>${emergencies}</ul>
<p><a href="/">Revenir à l’accueil</a></p>`,
});
