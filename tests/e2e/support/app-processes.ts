import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * One more app process on the e2e build, started the way `npm start` starts it once the build is
 * current (scripts/serve.ts), with its own settings: how the multi-process recipe is exercised.
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
export function adminCliOn(databaseUrl: string, dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
