import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerActionIds } from '@/front-server/action-gate/server-action-ids';

/** Where Next writes the server actions of the build in `distDir`. */
export function serverReferenceManifestPath(distDir: string): string {
  return path.join(distDir, 'server', 'server-reference-manifest.json');
}

/**
 * The server action ids of the build in `distDir`, read once at start: a process serves one
 * build for its whole life. A build without its manifest cannot answer any action, so it stops
 * the start rather than have the gate refuse every call.
 */
export function readServerActionIds(distDir: string): ReadonlySet<string> {
  return parseServerActionIds(readFileSync(serverReferenceManifestPath(distDir), 'utf8'));
}
