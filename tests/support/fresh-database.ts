import { copyFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, inject } from 'vitest';
import { postgresUrl } from './test-database-info';

/**
 * Per test file: a private copy of the migrated template, named in DATABASE_URL before any app
 * module is imported (setup files run first), closed and removed once the file is done.
 */
const info = inject('testDatabase');
const unique = `${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;

async function closeAppDatabase() {
  const { closeDb } = await import('@/server/db/client');
  await closeDb();
}

if (info.engine === 'sqlite') {
  const file = path.join(os.tmpdir(), `cabinet-test-${unique}.db`);
  copyFileSync(info.templateFile, file);
  process.env.DATABASE_URL = `file:${file}`;
  afterAll(async () => {
    await closeAppDatabase();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  });
} else if ('unavailable' in info) {
  beforeEach((context) => context.skip(`integration-postgres skipped: ${info.unavailable}`));
} else {
  const name = `cabinet_test_${unique}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.templateName}`);
  await admin.end();
  process.env.DATABASE_URL = postgresUrl(info.adminUrl, name);
  afterAll(async () => {
    await closeAppDatabase();
    const dropper = new pg.Client({ connectionString: info.adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
}
