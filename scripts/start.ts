/**
 * `npm start`: builds the app when the sources are newer than the last build, fills in the
 * development secrets, then runs `next start`. Migrations, demo content and the back-office
 * hint happen in the server itself (src/instrumentation.ts) so every way of starting it does them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadOrCreateLocalSecrets } from './local-secrets';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR || '.next';
const buildInputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  return buildInputs.every((input) => newestModification(path.join(root, input)) <= builtAt);
}

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const userAskedForProduction = process.env.NODE_ENV === 'production';
if (!userAskedForProduction) Object.assign(process.env, loadOrCreateLocalSecrets(process.env.DATA_DIR || 'data'));

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

if (!buildIsCurrent()) {
  console.log('Building the site (first start or sources changed)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = [nextBin, 'start', '--port', process.env.PORT || '3000'];
if (process.env.HOST) args.push('--hostname', process.env.HOST);
const server = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
