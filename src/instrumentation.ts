/** Runs once when a server process starts, before it answers any request. */
export async function register(): Promise<void> {
  // The database drivers exist only in Node.js; the edge runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: the client address of every request (sign-in limits, sessions) starts from its socket.
  const { recordPeerAddresses } = await import('./server/http/peer-address');
  recordPeerAddresses();
  const { prepareDatabaseAtStart } = await import('./server/db/startup');
  const { announceFirstAdminSetup } = await import('./server/auth/first-admin-setup');
  const { auth } = await import('./server/auth/auth');
  const { backfillMediaSizesInBackground } = await import('./server/media/backfill-sizes');
  const { removeUploadLeftoversInBackground } = await import('./server/media/upload-leftovers');
  await prepareDatabaseAtStart(async () => {
    // Better Auth is built here, outside any request (decision 034): built by the first request
    // that needs it, its promises and closures keep that request's async context (Next's request
    // store, the request and its response) for the life of the process, as the pool did (decision
    // 015). Only once the database opens: opening a locked SQLite file throws, and a start that
    // throws leaves a server answering 500 instead of waiting for its database.
    auth();
    await announceFirstAdminSetup();
    // Not awaited: the sizes of earlier uploads are made while the server answers (decision 041).
    backfillMediaSizesInBackground();
    removeUploadLeftoversInBackground();
  });
  const { connectPageCache } = await import('./front-server/bundled/connect-page-cache');
  connectPageCache();
}
