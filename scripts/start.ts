/**
 * `npm start`: builds the app when the sources or the settings the build bakes in changed since
 * the last build, fills in the development secret and origins, then runs the app's server
 * (scripts/serve.ts: Next.js with the public page cache in front).
 * Migrations, demo content and the back-office hint happen in the server itself
 * (src/instrumentation.ts) so every way of starting it does them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// A CommonJS bundle whose exports Node cannot name: read through the default export.
import nextEnv from '@next/env';
import { loopbackOrigins } from '@/lib/site-origins';
import { authSecret } from '@/server/auth/auth-secret';
import { env } from '@/server/env';
import { type BakedSettings, parseBakedSettings, rebuildReason } from './build-freshness';

const root = process.cwd();
// The same .env files `next build` and `next start` read, so the settings compared and passed on
// below are the ones the build really uses.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const settingsFile = path.join(distDir, 'cabinet-build-settings.json');
const buildInputs = ['src', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

const settings = env();
const baked: BakedSettings = { SITE_URL: settings.SITE_URL, S3_PUBLIC_URL: settings.S3_PUBLIC_URL ?? null };

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// The server always runs with NODE_ENV=production (as `next start` does); only here is the
// operator's choice known.
if (settings.NODE_ENV !== 'production') {
  process.env.AUTH_SECRET = authSecret(settings);
  process.env.TRUSTED_ORIGINS = [...settings.TRUSTED_ORIGINS, ...loopbackOrigins(settings.PORT)].join(',');
}

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const buildId = path.join(distDir, 'BUILD_ID');
const reason = rebuildReason({
  builtAt: existsSync(buildId) ? statSync(buildId).mtimeMs : null,
  newestSourceChange: Math.max(...buildInputs.map((input) => newestModification(path.join(root, input)))),
  recorded: parseBakedSettings(existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : null),
  current: baked,
});

if (reason) {
  console.log(`Building the site (${reason})…`);
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(settingsFile, `${JSON.stringify(baked, null, 2)}\n`);
}

// Without this launcher's `react-server` condition: Next resolves React for itself.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: String(settings.PORT) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
