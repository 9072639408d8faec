import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freeLoopbackPort } from '../../../scripts/support/free-loopback-port';

export type AppProcess = {
  process: ChildProcess;
  /** The health route's status, or 0 while nothing listens. */
  health: () => Promise<number>;
  stop: () => Promise<void>;
};

const ENTRY = path.join(import.meta.dirname, 'app-process.ts');

/** Starts tests/faults/support/app-process.ts on a free port with the given database. */
export async function startAppProcess(databaseUrl: string, dataDir: string): Promise<AppProcess> {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', ENTRY], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  child.stderr?.resume();
  return {
    process: child,
    health: async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
      } catch {
        return 0;
      }
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls until `accept` says yes to the health status; returns the statuses seen. */
export async function waitForHealth(
  app: AppProcess,
  accept: (status: number) => boolean,
  timeoutMs: number,
): Promise<number[]> {
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await app.health();
    if (seen.at(-1) !== status) seen.push(status);
    if (accept(status)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`health never became acceptable within ${timeoutMs} ms; statuses seen: ${seen.join(', ')}`);
}
