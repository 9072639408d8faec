import { processSingleton } from '@/lib/process-singleton';

/**
 * The build the app's HTTP server (src/front-server/server.ts) loaded at start, for the health check that
 * Next bundles (src/server/health.ts): if that build folder was emptied or rebuilt since, this
 * process's pages can no longer render (decision 033). Both sides find the same object through
 * the process's registry (processSingleton), as the page cache bridge does; the layering rule
 * `process-bridge-users` names the only modules that may use it (decision 037).
 */
export type ServedBuild = { distDir: string; buildId: string };

export function servedBuildRecord(): { current?: ServedBuild } {
  return processSingleton('served-build', (): { current?: ServedBuild } => ({}));
}
