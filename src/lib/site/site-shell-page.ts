import { APPOINTMENT_REQUEST_PATH, BLOG_PATH, HOME_PATH, SEARCH_PATH } from './site-paths';

/**
 * A page written by a route rather than rendered by the app, in the site's layout: the sticky
 * header with the menu (a `<details>`, as on every public page, so it opens without script), the
 * page's content in `main`, a footer back to the site. What a visitor without JavaScript meets
 * after a refused form is then still the practice's site, not a bare page. No script, no cookie.
 */
const NAV = [
  { label: 'Accueil', href: HOME_PATH },
  { label: 'Services', href: '/#services' },
  { label: 'Blog', href: BLOG_PATH },
  { label: 'Contact', href: '/#contact' },
  { label: 'Demander un rendez-vous', href: APPOINTMENT_REQUEST_PATH },
] as const;

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#0f172a;background:#fff}
a{color:#0f766e}header{position:sticky;top:0;z-index:10;background:#fff;border-bottom:1px solid #e2e8f0}
.barre{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;justify-content:space-between;align-items:center;gap:1rem}
.nom{font-weight:600;color:#0f172a;text-decoration:none}summary{cursor:pointer;font-weight:600;padding:.5rem .75rem;border:1px solid #cbd5e1;border-radius:.375rem}
details ul{list-style:none;margin:.5rem 0 0;padding:0}details li a{display:block;padding:.5rem 0}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem 4rem}[id]{scroll-margin-top:6rem}input,select,textarea{scroll-margin-top:8rem;font:inherit;max-width:100%}
textarea,input[type=text],input[type=tel],input[type=email],select{width:100%;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem}
.erreur{color:#b91c1c;font-weight:600;margin:.25rem 0 0}form>div{margin:1rem 0}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#0f766e;color:#fff;font-weight:600}
footer{border-top:1px solid #e2e8f0;padding:1.5rem 1rem;text-align:center;font-size:.9rem}`;

export function siteShellPageHtml({ title, body }: { title: string; body: string }): string {
  const nav = NAV.map((item) => `<li><a href="${item.href}">${item.label}</a></li>`).join('');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<div class="barre">
<a class="nom" href="${HOME_PATH}">Cabinet médical — Casablanca</a>
<details>
<summary>Menu</summary>
<nav aria-label="Menu"><form role="search" method="get" action="${SEARCH_PATH}"><label for="recherche-menu">Rechercher dans le site</label> <input type="search" id="recherche-menu" name="q"></form><ul>${nav}</ul></nav>
</details>
</div>
</header>
<main id="contenu">
<h1>${title}</h1>
${body}
</main>
<footer><a href="${HOME_PATH}">Revenir à l’accueil du site</a></footer>
</body>
</html>
`;
}
