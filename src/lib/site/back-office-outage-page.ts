import { standalonePageHtml } from './standalone-page';

/**
 * What staff get for a back-office page, the sign-in page included, while the database cannot be
 * reached: a 503 in French that tells them to come back (decision 034), instead of Next's empty
 * 500 whose text appeared only once JavaScript ran. It reloads itself after the same delay.
 */
export const BACK_OFFICE_RETRY_AFTER_SECONDS = 30;

export const BACK_OFFICE_OUTAGE_PAGE_HTML = standalonePageHtml({
  title: 'Administration momentanément indisponible',
  refreshSeconds: BACK_OFFICE_RETRY_AFTER_SECONDS,
  body: `<p>La base de données ne répond pas pour le moment : l’administration du site ne peut pas s’afficher. Cette page se recharge d’elle-même dans ${BACK_OFFICE_RETRY_AFTER_SECONDS}&nbsp;secondes.</p>
<p>Le site public reste consultable. Si cela dure, prévenez l’administrateur du site.</p>
<p><a href="/">Voir le site public</a></p>`,
});
