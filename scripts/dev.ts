/**
 * `npm run dev`: Next's development server, and the public pages' own script (src/browser/,
 * decision 028) rebuilt on every change. The script is written once the server is ready: it sets
 * up the folder it serves /_next/static from when it starts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { watchSiteScript } from './site-script-bundle';

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const server = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'inherit'],
});

let watching = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (watching || !chunk.toString().includes('Ready')) return;
  watching = true;
  watchSiteScript(root, distDir).catch((error: unknown) =>
    console.error('The public site script could not be built:', error),
  );
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
