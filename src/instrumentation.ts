/** Runs once when a server process starts, before it answers any request. */
export async function register(): Promise<void> {
  // The database drivers exist only in Node.js; the edge runtime has nothing to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { prepareDatabaseAtStart } = await import('./server/db/startup');
  const { announceFirstAdminSetup } = await import('./server/auth/first-admin-setup');
  await prepareDatabaseAtStart(announceFirstAdminSetup);
}
