import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { resolveDatabaseTarget, type DatabaseTarget } from '@/lib/database-target';
import { createBackup } from '@/server/backup/backup';
import { countDatabase } from '@/server/backup/database-copy';
import { BackupError, postgresServerMajor, postgresTool } from '@/server/backup/postgres-tools';
import { restoreBackup } from '@/server/backup/restore';
import { makePost, makeTag } from '../support/factories';
import { findPostgresBinaries } from '../support/postgres-binaries';
import { postgresUrl } from '../support/test-database-info';
import { migrationsFor } from '@/server/db/migrations';

/** The newest migration: the schema version a backup of a migrated database names. */
const latestMigration = () => Object.keys(migrationsFor('sqlite')).sort().at(-1);

const source = resolveDatabaseTarget(process.env.DATABASE_URL);
const info = inject('testDatabase');
const temporary = (label: string) => mkdtempSync(path.join(os.tmpdir(), `cabinet-backup-${label}-`));

/** pg_dump next to the server binaries the tests use when there is one, else the newest installed. */
function pgBinDir(): string | undefined {
  const folder = findPostgresBinaries()?.folder;
  return folder && existsSync(path.join(folder, 'pg_dump')) ? folder : undefined;
}

/** An empty database (PostgreSQL) or file path (SQLite) to restore into. */
async function emptyTarget(): Promise<DatabaseTarget> {
  if (info.engine === 'sqlite') return { engine: 'sqlite', filename: path.join(temporary('target'), 'app.db') };
  if ('unavailable' in info) throw new Error(info.unavailable);
  const name = `cabinet_restore_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { engine: 'postgres', connectionString: postgresUrl(info.adminUrl, name) };
}

function sourceDataDir(): string {
  const dataDir = temporary('data');
  mkdirSync(path.join(dataDir, 'uploads'));
  writeFileSync(path.join(dataDir, 'uploads', '1700000000000-aaaaaaaaaaaa.png'), 'image A');
  writeFileSync(path.join(dataDir, 'uploads', '1700000000000-aaaaaaaaaaaa-card.png'), 'image A card');
  // An upload being written at backup time: never part of an archive.
  writeFileSync(path.join(dataDir, 'uploads', '1700000000001-bbbbbbbbbbbb.png.partial'), 'half');
  return dataDir;
}

/** Writes articles one after another until stopped; returns how many were acknowledged. */
function startWriter() {
  let running = true;
  let acknowledged = 0;
  const done = (async () => {
    while (running) {
      const tag = await makeTag();
      await makePost({ tag_ids: [tag.id], content: `<p>${'écrit pendant la sauvegarde '.repeat(200)}</p>` });
      acknowledged += 1;
      // better-sqlite3 answers synchronously: yield so the backup's own steps get their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return acknowledged;
    },
  };
}

describe('npm run backup / npm run restore', () => {
  it('round trip: a backup taken under concurrent writes restores every table and upload with its counts checked', async () => {
    if (source.engine === 'postgres') {
      const tool = await postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()).catch((error: unknown) => error);
      if (tool instanceof BackupError) {
        // Only an older pg_dump on this machine (the packaged server is newer): refused up front.
        const outDir = temporary('out');
        await expect(createBackup({ database: source, dataDir: sourceDataDir(), uploadsInS3: false, pgBinDir: pgBinDir() }, outDir)).rejects.toThrow(
          /pg_dump \d+ ou plus récent est nécessaire/,
        );
        expect(readdirSync(outDir)).toEqual([]);
        return;
      }
    }
    for (let index = 0; index < 5; index += 1) await makePost();
    const before = (await countDatabase(source))!.counts;
    const dataDir = sourceDataDir();
    const outDir = temporary('out');

    const writer = startWriter();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { archive, manifest } = await createBackup({ database: source, dataDir, uploadsInS3: false, pgBinDir: pgBinDir() }, outDir);
    const written = await writer.stop();
    const after = (await countDatabase(source))!.counts;

    expect(written, 'the writer really ran during the backup').toBeGreaterThan(0);
    expect(readdirSync(outDir), 'one archive, no staging left behind').toEqual([path.basename(archive)]);
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    const databaseFile = source.engine === 'sqlite' ? './database.sqlite' : './database.pgdump';
    expect(listed, 'one self-contained database file, finished uploads only').toEqual(
      [databaseFile, './', './manifest.json', './uploads/', './uploads/1700000000000-aaaaaaaaaaaa-card.png', './uploads/1700000000000-aaaaaaaaaaaa.png'].sort(),
    );
    expect(manifest).toMatchObject({ format: 1, engine: source.engine, schemaVersion: latestMigration(), uploads: { storage: 'local', files: 2 } });
    expect(manifest.counts.blog_posts).toBeGreaterThanOrEqual(before.blog_posts!);
    expect(manifest.counts.blog_posts).toBeLessThanOrEqual(after.blog_posts!);
    // One consistent moment: every article written with its tag link, never one without the other.
    expect(manifest.counts.blog_post_tags! - before.blog_post_tags!).toBe(manifest.counts.blog_posts! - before.blog_posts!);

    const target = await emptyTarget();
    const targetDataDir = temporary('restored');
    const restored = await restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() });
    expect(restored).toEqual(manifest);
    expect((await countDatabase(target))!.counts).toEqual(manifest.counts);
    expect(readdirSync(path.join(targetDataDir, 'uploads')).sort()).toEqual(['1700000000000-aaaaaaaaaaaa-card.png', '1700000000000-aaaaaaaaaaaa.png']);
    expect(readFileSync(path.join(targetDataDir, 'uploads', '1700000000000-aaaaaaaaaaaa.png'), 'utf8')).toBe('image A');
  });

  it('refuses to overwrite a database that holds content without --force, and replaces it with --force', async () => {
    if (source.engine === 'postgres' && (await postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()).catch(() => null)) === null) {
      await expect(postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir())).rejects.toThrow(/--pg-bin/);
      return;
    }
    await makePost();
    const { archive, manifest } = await createBackup({ database: source, dataDir: sourceDataDir(), uploadsInS3: false, pgBinDir: pgBinDir() }, temporary('out'));
    const target = await emptyTarget();
    const targetDataDir = temporary('restored');
    await restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() });

    await expect(restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() })).rejects.toThrow(
      'La base de données configurée contient déjà des données. Relancez avec --force pour les remplacer par la sauvegarde.',
    );
    await expect(restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() }, true)).resolves.toEqual(manifest);
    expect((await countDatabase(target))!.counts).toEqual(manifest.counts);
  });

  it('refuses an archive of the other engine and a file that is not a backup', async () => {
    const notBackup = path.join(temporary('junk'), 'junk.tar.gz');
    writeFileSync(notBackup, 'pas une archive');
    const target = await emptyTarget();
    await expect(restoreBackup(notBackup, { database: target, dataDir: temporary('restored') })).rejects.toThrow(/Archive illisible/);
  });
});
