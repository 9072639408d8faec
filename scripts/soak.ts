/**
 * `npm run soak`: the heap of the built app after garbage collection, before and after
 * SOAK_REQUESTS (5000) requests to the public pages, on SQLite and on PostgreSQL (a throwaway
 * cluster). Fails (exit 1) when the heap grows by more than SOAK_MAX_GROWTH_MB (30) on either
 * engine, or when a request fails. SOAK_ENGINES=sqlite|postgres runs one engine only.
 *
 * It uses the production build in NEXT_DIST_DIR (.next-soak), building it when absent (delete
 * the folder after changing the sources).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUrl } from '../tests/support/test-database-info';
import { throwawayPostgres } from '../tests/support/throwaway-postgres';
import { runSoak, type SoakResult } from './soak/run-soak';

const REQUESTS = Number(process.env.SOAK_REQUESTS || 5000);
const MAX_GROWTH_MB = Number(process.env.SOAK_MAX_GROWTH_MB || 30);
const ENGINES = (process.env.SOAK_ENGINES || 'sqlite,postgres').split(',');
const PAGES = ['/blog/communication-couple', '/', '/blog'];
const distDir = process.env.NEXT_DIST_DIR || '.next-soak';

// Exit through process.exit, so the servers started below are stopped ('exit' handlers).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log(`Building the site into ${distDir}…`);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function soakSqlite(): Promise<SoakResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-soak-'));
  try {
    const databaseUrl = `file:${path.join(dataDir, 'app.db')}`;
    return await runSoak({ databaseUrl, dataDir, distDir, requests: REQUESTS, concurrency: 16, pages: PAGES });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function soakPostgres(): Promise<SoakResult> {
  const cluster = await throwawayPostgres();
  const stopCluster = () => cluster.stop();
  process.once('exit', stopCluster);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-soak-'));
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE cabinet_soak');
    await admin.end();
    const databaseUrl = postgresUrl(cluster.adminUrl, 'cabinet_soak');
    return await runSoak({ databaseUrl, dataDir, distDir, requests: REQUESTS, concurrency: 16, pages: PAGES });
  } finally {
    process.off('exit', stopCluster);
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
for (const engine of ENGINES) {
  const result = engine === 'postgres' ? await soakPostgres() : await soakSqlite();
  const verdict = result.growthMb > MAX_GROWTH_MB || result.errors > 0 ? 'FAIL' : 'ok';
  if (verdict === 'FAIL') failed = true;
  console.log(
    `${engine}: heap after GC ${result.heapBeforeMb.toFixed(1)} → ${result.heapAfterMb.toFixed(1)} MB ` +
      `(${result.growthMb >= 0 ? '+' : ''}${result.growthMb.toFixed(1)} MB over ${result.requests} requests, ` +
      `limit ${MAX_GROWTH_MB} MB), ${result.errors} failed requests: ${verdict}`,
  );
  for (const kind of result.errorKinds) console.log(`  failed: ${kind}`);
}
process.exit(failed ? 1 : 0);
