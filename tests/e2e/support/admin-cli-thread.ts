/**
 * The body of `scripts/admin.ts` (migrate, run the command, close the database), run in a worker
 * thread of the Playwright worker so that each staff account a test creates costs its hashing and
 * its rows, not a new Node process compiling the server modules (decision 051). The database is
 * closed after every command, as the script's process does when it ends: a test that replaces the
 * database file finds the next command on the new file.
 */
import { type MessagePort, workerData } from 'node:worker_threads';
import { runAdminCli } from '@/server/auth/admin-cli';
import { closeDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

export type AdminThreadReply = { code: number; output: string };

const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };

async function answer(args: string[]): Promise<AdminThreadReply> {
  try {
    await migrateToLatest();
    const result = await runAdminCli(args);
    return { code: result.exitCode, output: `${result.output}\n` };
  } catch (error) {
    return { code: 1, output: `Erreur inattendue : ${error instanceof Error ? error.message : String(error)}\n` };
  } finally {
    await closeDb();
  }
}

port.on('message', async (args: string[]) => {
  port.postMessage(await answer(args));
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
Atomics.store(signal, 0, 2);
Atomics.notify(signal, 0);
