import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForPort } from '../proxy/start-proxy';
import { freeLoopbackPort } from './free-loopback-port';

/** A measuring command's work folder, and the child processes it started (stopped at its end). */
export type MeasuringSession = { workDir: string; children: ChildProcess[] };

/**
 * The frame of `npm run bench` and `npm run lighthouse`: a fresh work folder named after
 * `prefix`, every child process stopped on Ctrl-C (exit 130) and when `measure` ends, the folder
 * then removed; a failure is printed and exits 1.
 */
export function runMeasuringCommand(prefix: string, measure: (session: MeasuringSession) => Promise<void>): void {
  const session: MeasuringSession = { workDir: mkdtempSync(path.join(os.tmpdir(), prefix)), children: [] };
  const stopAll = () => {
    for (const child of session.children) child.kill('SIGINT');
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  measure(session)
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      stopAll();
      rmSync(session.workDir, { recursive: true, force: true });
    });
}

/**
 * The app as `npm run bench` and `npm run lighthouse` measure it: `npm start` on a free loopback
 * port (BENCH_APP_PORT, or a free one), a fresh SQLite database with the demo content in the session's `data` folder, its own
 * build folder (.next-bench, built the first time). Resolves once it listens, with its port and
 * the pid of `npm start` (the server runs under it).
 */
export async function startMeasuredApp({
  workDir,
  children,
}: MeasuringSession): Promise<{ port: number; pid: number }> {
  const dataDir = path.join(workDir, 'data');
  // A fixed port keeps the build: SITE_URL is baked into it (decision 008), so a new port rebuilds.
  const port = Number(process.env.BENCH_APP_PORT) || (await freeLoopbackPort());
  const app = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
      NEXT_DIST_DIR: '.next-bench',
      LOG_LEVEL: 'warn',
    },
  });
  children.push(app);
  console.log('Starting the app (builds into .next-bench the first time)…');
  await waitForPort(port, 15 * 60_000);
  if (app.pid === undefined) throw new Error('the app did not start');
  return { port, pid: app.pid };
}
