import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freeLoopbackPort } from '../support/free-loopback-port';

/**
 * Runs `npm run proxy` (scripts/proxy.ts: the deploy/nginx recipe) on a free loopback port in front
 * of the given app ports, for the tests and the benchmark; stop() ends nginx and waits for it.
 */
export type RunningProxy = { url: string; stop: () => Promise<void> };

export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on port ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startNginxProxy(upstreamPorts: number[]): Promise<RunningProxy> {
  const port = await freeLoopbackPort();
  const root = path.resolve(import.meta.dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/proxy.ts'], {
    cwd: root,
    env: { ...process.env, PROXY_PORT: String(port), PROXY_UPSTREAM_PORTS: upstreamPorts.join(',') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(port, 15_000),
      exited.then(() => Promise.reject(new Error(`npm run proxy exited: ${errors}`))),
    ]);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGINT');
      await exited;
    },
  };
}
