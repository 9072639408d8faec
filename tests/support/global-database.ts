import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '@/server/db/migrate';
import { findPostgresBinaries } from './postgres-binaries';
import { startPostgresCluster } from './postgres-cluster';
import { POSTGRES_TEMPLATE, postgresUrl } from './test-database-info';

/**
 * Global setup of the integration projects: one migrated template database per run, which
 * every test file copies (tests/support/fresh-database.ts). SQLite: a template file.
 * PostgreSQL: a throwaway cluster with a template database, removed at teardown.
 */
async function prepareSqlite(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cabinet-sqlite-'));
  const templateFile = path.join(folder, 'template.db');
  const sqlite = new SqliteDatabase(templateFile);
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateDatabase(kysely, 'sqlite', sqlite);
  await kysely.destroy();
  project.provide('testDatabase', { engine: 'sqlite', templateFile });
  return () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgres(project: TestProject) {
  const binaries = findPostgresBinaries(project.config.env?.TEST_POSTGRES_BINARIES);
  if (!binaries) {
    const wanted = project.config.env?.TEST_POSTGRES_BINARIES ?? 'system or package';
    const reason = `No PostgreSQL server binaries (${wanted}) for ${project.name} on ${process.platform}-${process.arch}`;
    if (process.env.CI === 'true') throw new Error(`${reason}: the integration-postgres project cannot run in CI.`);
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! ${reason}: every integration-postgres test is SKIPPED.\n!! Install PostgreSQL (apt-get install postgresql) to run them.\n${line}\n`,
    );
    project.provide('testDatabase', { engine: 'postgres', unavailable: reason });
    return () => {};
  }
  console.log(`${project.name}: PostgreSQL from ${binaries.description}`);
  const cluster = await startPostgresCluster(binaries.folder);
  try {
    const admin = new pg.Client({ connectionString: cluster.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const kysely = new Kysely<any>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: postgresUrl(cluster.adminUrl, POSTGRES_TEMPLATE) }),
      }),
    });
    await migrateDatabase(kysely, 'postgres', null);
    await kysely.destroy();
  } catch (error) {
    cluster.stop();
    throw error;
  }
  project.provide('testDatabase', { engine: 'postgres', adminUrl: cluster.adminUrl, templateName: POSTGRES_TEMPLATE });
  return () => cluster.stop();
}

export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine === 'sqlite') return prepareSqlite(project);
  if (engine === 'postgres') return preparePostgres(project);
  throw new Error(`TEST_DB_ENGINE must be sqlite or postgres, got ${String(engine)}`);
}
