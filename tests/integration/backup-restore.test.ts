import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { resolveDatabaseTarget, type DatabaseTarget } from '@/lib/db/database-target';
import { createBackup } from '@/server/backup/backup';
import { countDatabase } from '@/server/backup/database-copy';
import { BackupError, postgresServerMajor, postgresTool } from '@/server/backup/postgres-tools';
import { restoreBackup } from '@/server/backup/restore';
import { questionFormSchema, toNewQuestion } from '@/lib/questions/question-form';
import { submitQuestion } from '@/server/questions/public-questions';
import { makePost, makeTag } from '../support/factories';
import { findPostgresBinaries } from '../support/postgres-binaries';
import { postgresUrl } from '../support/test-database-info';
import { migrationsFor } from '@/server/db/migrations';
import { promisify } from 'node:util';

/** The newest migration: the schema version a backup of a migrated database names. */
const latestMigration = () => Object.keys(migrationsFor('sqlite')).sort().at(-1);

const source = resolveDatabaseTarget(process.env.DATABASE_URL);
const info = inject('testDatabase');
const temporary = (label: string) => mkdtempSync(path.join(os.tmpdir(), `cabinet-backup-${label}-`));
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

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
      const tool = await postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()).catch(
        (error: unknown) => error,
      );
      if (tool instanceof BackupError) {
        // Only an older pg_dump on this machine (the packaged server is newer): refused up front.
        const outDir = temporary('out');
        await expect(
          createBackup(
            { database: source, dataDir: sourceDataDir(), uploadsInS3: false, pgBinDir: pgBinDir() },
            outDir,
          ),
        ).rejects.toThrow(/pg_dump \d+ ou plus récent est nécessaire/);
        expect(readdirSync(outDir)).toEqual([]);
        return;
      }
    }
    for (let index = 0; index < 5; index += 1) await makePost();
    // A reader's question (decision 043) travels with the rest.
    const asked = await makePost();
    const question = questionFormSchema.parse({
      pseudonyme: 'Salma',
      question: 'Une question gardée par la sauvegarde',
    });
    await submitQuestion(asked.slug, toNewQuestion(question));
    const before = (await countDatabase(source))!.counts;
    const dataDir = sourceDataDir();
    const outDir = temporary('out');

    const writer = startWriter();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { archive, manifest } = await createBackup(
      { database: source, dataDir, uploadsInS3: false, pgBinDir: pgBinDir() },
      outDir,
    );
    const written = await writer.stop();
    const after = (await countDatabase(source))!.counts;

    expect(written, 'the writer really ran during the backup').toBeGreaterThan(0);
    expect(readdirSync(outDir), 'one archive, no staging left behind').toEqual([path.basename(archive)]);
    const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
    const modes = execFileSync('tar', ['-tvzf', archive], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ')[0]);
    expect(new Set(modes), 'every entry owner-only').toEqual(new Set(['drwx------', '-rw-------']));
    const databaseFile = source.engine === 'sqlite' ? './database.sqlite' : './database.pgdump';
    expect(listed, 'one self-contained database file, finished uploads only').toEqual(
      [
        databaseFile,
        './',
        './manifest.json',
        './uploads/',
        './uploads/1700000000000-aaaaaaaaaaaa-card.png',
        './uploads/1700000000000-aaaaaaaaaaaa.png',
      ].sort(),
    );
    expect(manifest).toMatchObject({
      format: 1,
      engine: source.engine,
      schemaVersion: latestMigration(),
      uploads: { storage: 'local', files: 2 },
    });
    expect(manifest.counts.blog_questions).toBe(1);
    expect(manifest.counts.blog_posts).toBeGreaterThanOrEqual(before.blog_posts!);
    expect(manifest.counts.blog_posts).toBeLessThanOrEqual(after.blog_posts!);
    // One consistent moment: every article written with its tag link, never one without the other.
    expect(manifest.counts.blog_post_tags! - before.blog_post_tags!).toBe(
      manifest.counts.blog_posts! - before.blog_posts!,
    );

    const target = await emptyTarget();
    const targetDataDir = temporary('restored');
    const restored = await restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() });
    expect(restored).toEqual(manifest);
    expect((await countDatabase(target))!.counts).toEqual(manifest.counts);
    expect(readdirSync(path.join(targetDataDir, 'uploads')).sort()).toEqual([
      '1700000000000-aaaaaaaaaaaa-card.png',
      '1700000000000-aaaaaaaaaaaa.png',
    ]);
    expect(readFileSync(path.join(targetDataDir, 'uploads', '1700000000000-aaaaaaaaaaaa.png'), 'utf8')).toBe('image A');
    // Restored into an existing empty folder: what it creates is owner-only all the same.
    expect(modeOf(path.join(targetDataDir, 'uploads'))).toBe('700');
    expect(modeOf(archive)).toBe('600');
    if (target.engine === 'sqlite') expect(modeOf(target.filename)).toBe('600');
  });

  it('refuses to overwrite a database that holds content without --force, and replaces it with --force', async () => {
    if (
      source.engine === 'postgres' &&
      (await postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()).catch(
        () => null,
      )) === null
    ) {
      await expect(
        postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()),
      ).rejects.toThrow(/--pg-bin/);
      return;
    }
    await makePost();
    const { archive, manifest } = await createBackup(
      { database: source, dataDir: sourceDataDir(), uploadsInS3: false, pgBinDir: pgBinDir() },
      temporary('out'),
    );
    const target = await emptyTarget();
    const targetDataDir = temporary('restored');
    await restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() });

    await expect(
      restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() }),
    ).rejects.toThrow(
      'La base de données configurée contient déjà des données. Relancez avec --force pour les remplacer par la sauvegarde.',
    );
    await expect(
      restoreBackup(archive, { database: target, dataDir: targetDataDir, pgBinDir: pgBinDir() }, true),
    ).resolves.toEqual(manifest);
    expect((await countDatabase(target))!.counts).toEqual(manifest.counts);
  });

  it('refuses an archive of the other engine and a file that is not a backup', async () => {
    const notBackup = path.join(temporary('junk'), 'junk.tar.gz');
    writeFileSync(notBackup, 'pas une archive');
    const target = await emptyTarget();
    await expect(restoreBackup(notBackup, { database: target, dataDir: temporary('restored') })).rejects.toThrow(
      /Archive illisible/,
    );
  });
});

/** A backup of this test's database, or null where only an older pg_dump exists (its refusal checked). */
async function backupOrRefusal(outDir = temporary('out')) {
  if (source.engine === 'postgres') {
    const refused = await postgresTool('pg_dump', await postgresServerMajor(source.connectionString), pgBinDir()).then(
      () => null,
      (error: Error) => error,
    );
    if (refused) {
      expect(refused.message).toMatch(/pg_dump \d+ ou plus récent est nécessaire/);
      return null;
    }
  }
  return createBackup({ database: source, dataDir: sourceDataDir(), uploadsInS3: false, pgBinDir: pgBinDir() }, outDir);
}

/** The archive unpacked, changed by `edit`, packed again. */
function repacked(archive: string, edit: (folder: string) => void): string {
  const folder = temporary('repack');
  execFileSync('tar', ['-xzf', archive, '-C', folder]);
  edit(folder);
  const edited = path.join(temporary('edited'), 'edited.tar.gz');
  execFileSync('tar', ['-czf', edited, '-C', folder, '.']);
  return edited;
}

function editManifest(folder: string, change: (manifest: Record<string, any>) => void): void {
  const file = path.join(folder, 'manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

/** An archive made by hand: a manifest and an empty database file, enough for what is refused first. */
function handMadeArchive(schemaVersion: string): string {
  const folder = temporary('hand-made');
  writeFileSync(path.join(folder, source.engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump'), '');
  const manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine: source.engine,
    schemaVersion,
    counts: {},
    uploads: { storage: 'local', files: 0 },
  };
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const archive = path.join(temporary('hand-made-out'), 'cabinet-backup.tar.gz');
  execFileSync('tar', ['-czf', archive, '-C', folder, '.']);
  return archive;
}

/** What a restore target holds, to prove that a refused or failed restore changed nothing. */
async function stateOf(target: DatabaseTarget, dataDir: string) {
  const uploads = path.join(dataDir, 'uploads');
  return {
    counts: (await countDatabase(target))?.counts ?? null,
    uploads: existsSync(uploads) ? readdirSync(uploads).sort() : null,
    dataDir: existsSync(dataDir) ? readdirSync(dataDir).sort() : null,
  };
}

const restoreWith = (dataDir: string) => ({ dataDir, pgBinDir: pgBinDir() });

describe('a restore changes the site only when every check passed (decision 033)', () => {
  it('restores on a new machine: DATA_DIR and the database folder created owner-only; the archive 0600 in a new 0700 folder', async () => {
    await makePost();
    const outDir = path.join(temporary('out'), 'nouveau', 'dossier');
    const backup = await backupOrRefusal(outDir);
    if (!backup) return;
    expect(modeOf(outDir)).toBe('700');
    expect(modeOf(backup.archive)).toBe('600');

    // The command an operator types on the new machine, as in the README.
    const dataDir = path.join(temporary('machine'), 'srv', 'cabinet', 'data');
    const target: DatabaseTarget =
      source.engine === 'sqlite' ? { engine: 'sqlite', filename: path.join(dataDir, 'app.db') } : await emptyTarget();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        'scripts/restore.ts',
        backup.archive,
        ...(pgBinDir() ? ['--pg-bin', pgBinDir()!] : []),
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: target.engine === 'sqlite' ? '' : target.connectionString,
        },
      },
    );
    expect(stdout).toMatch(/restaurée et vérifiée/);
    expect((await countDatabase(target))!.counts).toEqual(backup.manifest.counts);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe('700');
    for (const name of readdirSync(path.join(dataDir, 'uploads')))
      expect(modeOf(path.join(dataDir, 'uploads', name)), name).toBe('600');
    if (source.engine === 'sqlite') expect(modeOf(path.join(dataDir, 'app.db'))).toBe('600');
    expect(
      readdirSync(dataDir).filter((name) => name.startsWith('.restoring')),
      'no staging left behind',
    ).toEqual([]);
  });

  it('a count edited in the manifest, a truncated database file or a missing image leaves the site untouched', async () => {
    await makePost();
    const first = await backupOrRefusal();
    if (!first) return;
    const target = await emptyTarget();
    const dataDir = temporary('restored');
    await restoreBackup(first.archive, { database: target, ...restoreWith(dataDir) });
    await makePost();
    const second = (await backupOrRefusal())!;
    const before = await stateOf(target, dataDir);
    expect(before.counts).toEqual(first.manifest.counts);

    const editedCount = repacked(second.archive, (folder) =>
      editManifest(folder, (manifest) => (manifest.counts.blog_posts -= 1)),
    );
    await expect(restoreBackup(editedCount, { database: target, ...restoreWith(dataDir) }, true)).rejects.toThrow(
      new RegExp(
        `blog_posts : ${second.manifest.counts.blog_posts! - 1} attendues, ${second.manifest.counts.blog_posts} trouvées.*Le site n’a pas été modifié`,
      ),
    );
    expect(await stateOf(target, dataDir)).toEqual(before);

    const truncated = repacked(second.archive, (folder) => {
      const file = path.join(folder, source.engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump');
      truncateSync(file, Math.floor(statSync(file).size / 2));
    });
    await expect(restoreBackup(truncated, { database: target, ...restoreWith(dataDir) }, true)).rejects.toThrow(
      BackupError,
    );
    expect(await stateOf(target, dataDir)).toEqual(before);

    const imageMissing = repacked(second.archive, (folder) =>
      execFileSync('rm', [path.join(folder, 'uploads', '1700000000000-aaaaaaaaaaaa.png')]),
    );
    await expect(restoreBackup(imageMissing, { database: target, ...restoreWith(dataDir) }, true)).rejects.toThrow(
      'images : 2 attendues, 1 trouvées. Le site n’a pas été modifié.',
    );
    expect(await stateOf(target, dataDir)).toEqual(before);

    await expect(restoreBackup(second.archive, { database: target, ...restoreWith(dataDir) }, true)).resolves.toEqual(
      second.manifest,
    );
    expect((await countDatabase(target))!.counts).toEqual(second.manifest.counts);
  });

  it('refuses an archive from a newer version of the site before touching anything', async () => {
    const target = await emptyTarget();
    const dataDir = path.join(temporary('machine'), 'data');
    const before = await stateOf(target, dataDir);
    await expect(restoreBackup(handMadeArchive('9999_later'), { database: target, dataDir })).rejects.toThrow(
      'Cette sauvegarde vient d’une version plus récente du site (schéma 9999_later, inconnu de celle-ci) : mettez d’abord le site à jour, puis restaurez-la. Rien n’a été modifié.',
    );
    expect(await stateOf(target, dataDir)).toEqual(before);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses while a server runs on the database, and no longer once it stopped', async () => {
    const target = await emptyTarget();
    const dataDir = temporary('restored');
    // A process announcing itself as a server does at start (src/server/db/startup.ts).
    const server = spawn(
      process.execPath,
      [
        '--conditions=react-server',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `const { announceRunningSite } = await import('@/server/db/running-site');
         await announceRunningSite(JSON.parse(process.env.TARGET));
         console.log('ready');
         process.stdin.on('end', () => process.exit(0)).resume();`,
      ],
      { env: { ...process.env, TARGET: JSON.stringify(target) }, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      server.on('exit', (code) => reject(new Error(`the server process ended early (${code})`)));
    });
    const archive = handMadeArchive(latestMigration()!);
    const before = await stateOf(target, dataDir);
    await expect(restoreBackup(archive, { database: target, dataDir }, true)).rejects.toThrow(
      source.engine === 'sqlite'
        ? `Le site tourne encore sur cette base (processus ${server.pid}) : arrêtez-le (systemctl stop …) avant de restaurer.`
        : 'Le site tourne encore sur cette base PostgreSQL : arrêtez tous ses processus (systemctl stop …) avant de restaurer.',
    );
    expect(await stateOf(target, dataDir)).toEqual(before);

    await new Promise((resolve) => server.on('exit', resolve).stdin.end());
    const after = await restoreBackup(archive, { database: target, dataDir }, true).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(after).not.toMatch(/tourne encore/);
  });

  it('says which PostgreSQL client to install when no pg_dump is found', async () => {
    await expect(postgresTool('pg_dump', 18, temporary('no-client'))).rejects.toThrow(
      'pg_dump est introuvable : installez le client PostgreSQL 18 (paquet postgresql-client-18) ou indiquez son dossier avec --pg-bin.',
    );
  });
});
