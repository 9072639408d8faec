import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { PostgresCluster } from '../../support/postgres-cluster';
import { throwawayPostgres } from '../../support/throwaway-postgres';

/**
 * One more app process on the e2e build, started the way `npm start` starts it once the build is
 * current (scripts/serve.ts), with its own settings: how the multi-process recipe and a database
 * outage are exercised.
 */
export type AppProcess = { url: string; stop: () => Promise<void>; output: () => string };

const root = path.resolve(import.meta.dirname, '..', '..', '..');

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app process at ${url} was not healthy within ${timeoutMs} ms`);
}

export async function startAppProcess(port: number, settings: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-e2e',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilHealthy(url, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, stop, output: () => output };
}

/** Runs `npm run admin -- …` against the given database. */
function adminCliOn(
  databaseUrl: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * A throwaway PostgreSQL cluster and a scratch folder, for specs that run real app processes on
 * PostgreSQL rather than on the e2e server's SQLite file. `stop` ends every process started
 * through it, then removes the cluster and the folder: call it from the spec's afterAll.
 */
export type AppsOnPostgres = {
  cluster: PostgresCluster;
  scratch: string;
  /**
   * Starts an app process on the cluster, listening on 127.0.0.1:`port`. Every process shares the
   * one AUTH_SECRET (a session opened on one is valid on the others) and has a DATA_DIR of its
   * own (nothing passes between processes through local files). SITE_URL is the process's own
   * origin unless `settings` says otherwise.
   */
  startApp: (port: number, settings?: Record<string, string>) => Promise<AppProcess>;
  /** Creates an editor account through `npm run admin`, as an operator does. */
  createEditor: (staff: { email: string; password: string }) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startPostgresForApps(scratchPrefix: string): Promise<AppsOnPostgres> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), scratchPrefix));
  let cluster: PostgresCluster;
  try {
    cluster = await throwawayPostgres();
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  const authSecret = randomBytes(32).toString('hex');
  const apps: AppProcess[] = [];
  let started = 0;
  return {
    cluster,
    scratch,
    startApp: async (port, settings = {}) => {
      const app = await startAppProcess(port, {
        DATABASE_URL: cluster.adminUrl,
        DATA_DIR: path.join(scratch, `app-${++started}`),
        AUTH_SECRET: authSecret,
        SITE_URL: `http://127.0.0.1:${port}`,
        ...settings,
      });
      apps.push(app);
      return app;
    },
    createEditor: async (staff) => {
      const created = await adminCliOn(
        cluster.adminUrl,
        path.join(scratch, 'cli'),
        'create',
        '--email',
        staff.email,
        '--password',
        staff.password,
        '--role',
        'editor',
      );
      expect(created.code, created.output).toBe(0);
    },
    stop: async () => {
      for (const app of apps) await app.stop();
      cluster.stop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
