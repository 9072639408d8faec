import net from 'node:net';
import { vi } from 'vitest';

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Closes the test database and points DATABASE_URL at a port nobody listens on: modules imported
 * afterwards reach no database. The caller restores DATABASE_URL and closes the new client.
 */
export async function switchToUnreachableDatabase() {
  const { closeDb } = await import('@/server/db/client');
  await closeDb();
  vi.resetModules();
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/absent`;
}
