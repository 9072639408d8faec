import { practice } from '@/content/practice';
import { standalonePageHtml } from '../site/standalone-page';
import { NO_STORE, PRIVATE_NO_STORE } from './no-store';

/**
 * The one answer to a request that met the database down (decision 034): a 503 in French that
 * says when to come back (`Retry-After`), kept by no cache, as a page, as JSON, or as a form's
 * own answer (which keeps what was typed). Every edge uses these, the front server included.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** Who reads the page: a visitor of the public site, or staff in the back office. */
export type OutageAudience = 'public' | 'staff';

const emergencies = practice.emergencyNumbers
  .map(({ number, label }) => `<li><strong>${number}</strong> : ${label}</li>`)
  .join('');

export const OUTAGE_PAGE_HTML: Record<OutageAudience, string> = {
  public: standalonePageHtml({
    title: 'Site momentanément indisponible',
    body: `<p>Nous ne pouvons pas afficher cette page pour le moment. Veuillez réessayer dans quelques instants.</p>
<p>En cas d’urgence, appelez&nbsp;:</p>
<ul>${emergencies}</ul>
<p><a href="/">Revenir à l’accueil</a></p>`,
  }),
  // It reloads itself after the same delay: staff need not know what happened.
  staff: standalonePageHtml({
    title: 'Administration momentanément indisponible',
    refreshSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    body: `<p>La base de données ne répond pas pour le moment&nbsp;: l’administration du site ne peut pas s’afficher. Cette page se recharge d’elle-même dans ${OUTAGE_RETRY_AFTER_SECONDS}&nbsp;secondes.</p>
<p>Le site public reste consultable. Si cela dure, prévenez l’administrateur du site.</p>
<p><a href="/">Voir le site public</a></p>`,
  }),
};

/** The headers of every outage answer: when to come back, and kept by nobody. */
export function outageHeaders(contentType: string, audience: OutageAudience = 'public'): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': audience === 'staff' ? PRIVATE_NO_STORE : NO_STORE,
    'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
  };
}

export const HTML = 'text/html; charset=utf-8';

/** The outage as JSON, for a script or an API client: `body` says it in French. */
export function outageJsonResponse(body: unknown): Response {
  return Response.json(body, { status: 503, headers: outageHeaders('application/json', 'staff') });
}
