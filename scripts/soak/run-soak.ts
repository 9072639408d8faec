import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freeLoopbackPort } from '../support/free-loopback-port';

/**
 * One soak round: starts the built app (by default `next start`; `serverEntry` names another
 * Node entry, such as a custom server) with `--expose-gc` and the heap probe, warms it up, reads
 * the heap after GC, sends `requests` requests to the public pages, reads it again. The database
 * is whatever `databaseUrl` names (a SQLite file or a PostgreSQL database).
 */
export type SoakOptions = {
  databaseUrl: string;
  dataDir: string;
  distDir: string;
  requests: number;
  concurrency: number;
  pages: string[];
  serverEntry?: string[];
};

export type SoakResult = {
  heapBeforeMb: number;
  heapAfterMb: number;
  growthMb: number;
  errors: number;
  /** What the failed requests met (an HTTP status or the fetch error's cause), once each. */
  errorKinds: string[];
  requests: number;
};

const HEAP_PROBE = path.resolve(import.meta.dirname, 'heap-probe.cjs');
const WARM_UP_REQUESTS = 500;
const MB = 1024 * 1024;

function readHeap(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the heap probe did not answer')), 30_000);
    server.once('message', (message: { heapUsed: number }) => {
      clearTimeout(timer);
      resolve(message.heapUsed);
    });
    server.send('heap');
  });
}

async function waitUntilHealthy(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server was not healthy within 120 s');
}

function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
}

/** `count` GETs spread over the pages, `concurrency` at a time; returns what failed. */
async function load(base: string, pages: string[], count: number, concurrency: number) {
  let next = 0;
  let errors = 0;
  const kinds = new Set<string>();
  const worker = async () => {
    while (next < count) {
      const page = pages[next % pages.length];
      next += 1;
      try {
        const response = await fetch(`${base}${page}`);
        await response.arrayBuffer();
        if (!response.ok) {
          errors += 1;
          kinds.add(`${page}: HTTP ${response.status}`);
        }
      } catch (error) {
        errors += 1;
        kinds.add(`${page}: ${describeFailure(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { errors, kinds };
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const port = await freeLoopbackPort();
  const base = `http://127.0.0.1:${port}`;
  const entry = options.serverEntry ?? [
    path.resolve('node_modules/next/dist/bin/next'),
    'start',
    '--port',
    String(port),
    '--hostname',
    '127.0.0.1',
  ];
  const server = spawn(process.execPath, ['--expose-gc', '--require', HEAP_PROBE, ...entry], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      NEXT_DIST_DIR: options.distDir,
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
    },
  });
  // Interrupted (Ctrl-C, a timeout), the soak must not leave the server running.
  const stopServer = () => server.kill('SIGTERM');
  process.once('exit', stopServer);
  try {
    await waitUntilHealthy(base, server);
    const warmUp = await load(base, options.pages, WARM_UP_REQUESTS, options.concurrency);
    const before = await readHeap(server);
    const measured = await load(base, options.pages, options.requests, options.concurrency);
    const after = await readHeap(server);
    return {
      heapBeforeMb: before / MB,
      heapAfterMb: after / MB,
      growthMb: (after - before) / MB,
      errors: warmUp.errors + measured.errors,
      errorKinds: [...new Set([...warmUp.kinds, ...measured.kinds])],
      requests: options.requests,
    };
  } finally {
    process.off('exit', stopServer);
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  }
}
