/**
 * `npm start`: builds the app when the sources or the settings the build bakes in changed since
 * the last build, fills in the development secret and origins, then runs the app's server
 * (scripts/serve.ts: Next.js with the public page cache in front).
 * Migrations, demo content and the back-office hint happen in the server itself
 * (src/instrumentation.ts) so every way of starting it does them.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { loopbackOrigins } from '@/lib/site/site-origins';
import { authSecret } from '@/server/auth/auth-secret';
import { env } from '@/server/env';
import type { BakedSettings } from './build-freshness';
import { announceServing, buildNeeded, buildSite, root } from './site-build';

const settings = env();
const baked: BakedSettings = { SITE_URL: settings.SITE_URL, S3_PUBLIC_URL: settings.S3_PUBLIC_URL ?? null };

// The server always runs with NODE_ENV=production (as `next start` does); only here is the
// operator's choice known.
if (settings.NODE_ENV !== 'production') {
  process.env.AUTH_SECRET = authSecret(settings);
  process.env.TRUSTED_ORIGINS = [...settings.TRUSTED_ORIGINS, ...loopbackOrigins(settings.PORT)].join(',');
}

const reason = buildNeeded(baked);
if (reason) buildSite(baked, reason);

// Without this launcher's `react-server` condition: Next resolves React for itself.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'serve.ts')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: String(settings.PORT) },
});
// While it runs, no other `npm start` or `npm run build` builds over this build folder.
if (server.pid !== undefined) announceServing(server.pid);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
// A server killed by a signal (SIGKILL, SIGSEGV, an out-of-memory kill) exits as a shell reports
// it, 128 + the signal's number, so systemd's Restart=on-failure starts it again; a stop this
// launcher forwarded ends in the server's own exit(0).
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
