import http from 'node:http';
import { afterAll, vi } from 'vitest';

/**
 * The unit and integration projects run their files one after another in one worker
 * (isolate: false), so the dependencies (Better Auth, Kysely, Next, pg, TypeScript…) are loaded
 * once per worker instead of once per file. Each file still starts as it would in a process of
 * its own: at its end (this file is the first setup file, so its afterAll runs after every other),
 * what it may have changed is put back — environment variables, the process-wide registry
 * (src/lib/process-singleton.ts) with the database connection in it, the patch of Node's HTTP
 * server prototype, fake timers and stubs — and the project's own modules are evaluated again for
 * the next file (their module-level caches: env(), the sign-in clock, the search index…). Vitest
 * keeps module mocks per file.
 */
const REGISTRY = Symbol.for('cabinet.process-singletons');

const environment = { ...process.env };
const serverPrototype = http.Server.prototype as unknown as Record<string | symbol, unknown>;
const serverPrototypeBefore = new Map(Reflect.ownKeys(serverPrototype).map((key) => [key, serverPrototype[key]]));

function restoreEnvironment() {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
}

function restoreServerPrototype() {
  for (const key of Reflect.ownKeys(serverPrototype)) {
    if (!serverPrototypeBefore.has(key)) delete serverPrototype[key];
  }
  for (const [key, value] of serverPrototypeBefore) {
    if (serverPrototype[key] !== value) serverPrototype[key] = value;
  }
}

afterAll(async () => {
  const registry = (globalThis as { [REGISTRY]?: Map<string, unknown> })[REGISTRY];
  // A file that never reached the registry opened no connection either.
  if (registry?.size) {
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
  }
  for (const entry of registry?.values() ?? []) {
    // A deferred staff notice (src/server/appointments/staff-notice.ts) must not fire in the next file.
    if (entry && typeof entry === 'object' && 'timer' in entry) clearTimeout(entry.timer as NodeJS.Timeout);
  }
  registry?.clear();
  restoreServerPrototype();
  restoreEnvironment();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});
