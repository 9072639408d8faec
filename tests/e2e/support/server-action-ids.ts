import { readFileSync } from 'node:fs';
import { serverReferenceManifestPath } from '../../../src/front-server/http/server-action-manifest';

/**
 * The id of the first-admin set-up action (it needs no session) in the build under test, read from
 * the build's manifest as the browser gets it in its page: the app's server answers ids the build
 * does not know with 409 before anything else (decision 023).
 */
export function setupActionId(): string {
  const manifest = JSON.parse(
    readFileSync(serverReferenceManifestPath(process.env.NEXT_DIST_DIR || '.next-e2e'), 'utf8'),
  ) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'completeFirstAdminSetup')?.[0];
  if (!id) throw new Error('completeFirstAdminSetup is not in the server reference manifest');
  return id;
}
