import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoArticles } from '@/content/demo';
import type { PostgresCluster } from '../support/postgres-cluster';
import { postgresUrl } from '../support/test-database-info';
import { throwawayPostgres } from '../support/throwaway-postgres';
import { startAppProcess, waitForHealth, type AppProcess } from './support/start-app-process';

// A start that meets no database, or a database another process is creating, must neither exit
// in silence nor leave a server answering 500 forever: health answers 503 while the start
// retries, then 200 once migrations and the first seed are done.
describe('a server start that waits for its database', () => {
  let cluster: PostgresCluster;
  let folder: string;
  const apps: AppProcess[] = [];
  const start = async (databaseUrl: string) => {
    const app = await startAppProcess(databaseUrl, folder);
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    cluster = await throwawayPostgres();
  });
  afterAll(() => cluster.stop());

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-start-'));
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.stop()));
    rmSync(folder, { recursive: true, force: true });
  });

  async function createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return postgresUrl(cluster.adminUrl, name);
  }

  async function postgresPostCount(url: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) as count from blog_posts');
    await client.end();
    return Number(rows[0]?.count);
  }

  function sqlitePostCount(file: string): number {
    const sqlite = new SqliteDatabase(file, { readonly: true });
    const { count } = sqlite.prepare('select count(*) as count from blog_posts').get() as { count: number };
    sqlite.close();
    return count;
  }

  it('PostgreSQL down at start: health answers 503 while it is down, then 200 once it is up, schema and demo content in place', async () => {
    const url = await createDatabase('cabinet_down_at_start');
    await cluster.shutDown();
    const app = await start(url);
    await waitForHealth(app, (status) => status === 503, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await app.health()).toBe(503);
    expect(app.process.exitCode).toBeNull();

    await cluster.startAgain();
    await waitForHealth(app, (status) => status === 200, 60_000);
    expect(await postgresPostCount(url)).toBe(demoArticles.length);
  });

  it('SQLite file locked by another process past the busy timeout ("database is locked"): 503, then 200 once it is free', async () => {
    const file = path.join(folder, 'app.db');
    const holder = new SqliteDatabase(file);
    holder.exec('BEGIN EXCLUSIVE');
    const app = await start(`file:${file}`);
    try {
      await waitForHealth(app, (status) => status === 503, 60_000);
      expect(app.process.exitCode).toBeNull();
    } finally {
      holder.exec('COMMIT');
      holder.close();
    }
    await waitForHealth(app, (status) => status === 200, 60_000);
    expect(sqlitePostCount(file)).toBe(demoArticles.length);
  });

  it.each(['sqlite', 'postgres'] as const)(
    'three processes started at once on an empty %s store all serve, and seed once',
    async (engine) => {
      const file = path.join(folder, 'app.db');
      const url = engine === 'sqlite' ? `file:${file}` : await createDatabase('cabinet_started_together');
      const trio = await Promise.all([start(url), start(url), start(url)]);
      await Promise.all(trio.map((app) => waitForHealth(app, (status) => status === 200, 90_000)));
      expect(engine === 'sqlite' ? sqlitePostCount(file) : await postgresPostCount(url)).toBe(demoArticles.length);
    },
  );
});
