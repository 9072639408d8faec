/** Runs once when a server process starts, before it answers any request. */
export async function register(): Promise<void> {
  // The database drivers exist only in Node.js; the edge runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: the client address of every request (sign-in limits, sessions) starts from its socket.
  const { recordPeerAddresses } = await import('./server/http/peer-address');
  recordPeerAddresses();
  const { prepareDatabaseAtStart } = await import('./server/db/startup');
  const { announceFirstAdminSetup } = await import('./server/auth/first-admin-setup');
  await prepareDatabaseAtStart(announceFirstAdminSetup);
  // Better Auth is built here (the settings checked, the database ready or awaited), outside any
  // request (decision 034): built by the first request that needs it, its promises and closures
  // keep that request's async context (Next's request store, the request and its response) for
  // the life of the process, as the pool did (decision 015).
  const { auth } = await import('./server/auth/auth');
  auth();
  const { connectPageCache } = await import('./server/public-cache/connect-page-cache');
  connectPageCache();
}
