/**
 * The server action ids a build knows. Next writes them to its server reference manifest
 * (`<distDir>/server/server-reference-manifest.json`): `{ node: { <id>: … }, edge: { <id>: … },
 * encryptionKey }`. A call naming another id comes from a page of an earlier (or later) build,
 * a tab left open across a deploy most of the time: Next would log a warning with a stack for
 * each one. The app's server answers these itself with this message, and the back office's
 * components show it when Next's client throws for such an answer (`callAction`).
 */
export const UNKNOWN_ACTION_MESSAGE = 'Cette page n’est plus à jour : rechargez-la pour continuer.';

/** Next's header telling its client router that the action was not found (it throws UnrecognizedActionError). */
export const ACTION_NOT_FOUND_HEADER = 'x-nextjs-action-not-found';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids of every runtime's actions in the manifest's text; throws on anything else than Next's shape. */
export function parseServerActionIds(manifestText: string): ReadonlySet<string> {
  const manifest: unknown = JSON.parse(manifestText);
  if (!isRecord(manifest) || !isRecord(manifest.node) || !(manifest.edge === undefined || isRecord(manifest.edge))) {
    throw new Error('The server reference manifest does not have the shape Next writes ({ node: {…}, edge: {…} })');
  }
  return new Set([...Object.keys(manifest.node), ...Object.keys(manifest.edge ?? {})]);
}
