/**
 * Next.js refuses server action bodies over 1 MB (its default `serverActions.bodySizeLimit`) by
 * throwing, which answers 500. The proxy refuses an announced larger body first with this
 * French 413; forms check their own sizes before sending.
 */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

export const SERVER_ACTION_TOO_LARGE_MESSAGE = 'La requête est trop volumineuse.';

/** A request that calls a server action (Next's header) and announces more than it accepts. */
export function isOversizedServerAction(headers: Headers): boolean {
  if (!headers.has('next-action')) return false;
  const declared = Number(headers.get('content-length'));
  return Number.isFinite(declared) && declared > SERVER_ACTION_BODY_LIMIT;
}
