import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { waitForPort } from '../proxy/start-proxy';
import { freeLoopbackPort } from './free-loopback-port';

/**
 * The app as `npm run bench` and `npm run lighthouse` measure it: `npm start` on a free loopback
 * port, a fresh SQLite database with the demo content in `dataDir`, its own build folder
 * (.next-bench, built the first time). Resolves with the port once it listens.
 */
export async function startMeasuredApp(dataDir: string, children: ChildProcess[]): Promise<number> {
  const port = await freeLoopbackPort();
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
  return port;
}
