/**
 * What a visitor gets for a search never asked before while the process's allowance of search
 * renderings is spent (decision 053): a 503 in French that asks to try again in a moment and
 * offers the ways to an answer that need no search.
 */
import { BLOG_PATH, HOME_PATH } from '@/lib/site/site-paths';
import { standalonePageHtml } from '../../lib/site/standalone-page';

export const BUSY_SEARCH_RETRY_AFTER_SECONDS = 5;

export const BUSY_SEARCH_PAGE_HTML = standalonePageHtml({
  title: 'Recherche momentanément indisponible',
  body: `<p>Trop de recherches arrivent en même temps. Veuillez réessayer dans quelques secondes.</p>
<p>En attendant, vous pouvez parcourir <a href="${BLOG_PATH}">tous les articles</a> ou revenir à <a href="${HOME_PATH}">l’accueil</a>.</p>`,
});
