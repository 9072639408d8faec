import './auth-helpers';
import { chmodSync, closeSync, mkdtempSync, openSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInAnotherProcess } from './auth-helpers';

const onSqlite = process.env.TEST_DB_ENGINE === 'sqlite';
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/**
 * A server process on a DATA_DIR that does not exist yet, under the usual umask (022): it opens
 * the database (SQLite: in DATA_DIR; PostgreSQL: this test's server), generates its secret, writes
 * a mail to the outbox, stores an upload and the first-admin setup link.
 */
async function runServerPartsIn(dataDir: string, databaseUrl: string) {
  await runInAnotherProcess(
    `
      process.umask(0o022);
      const { migrateToLatest } = await import('@/server/db/migrate');
      const { closeDb } = await import('@/server/db/client');
      const { authSecret } = await import('@/server/auth/auth-secret');
      const { sendMail } = await import('@/server/mail/send-mail');
      const { uploadStorage } = await import('@/server/storage');
      const { announceFirstAdminSetup } = await import('@/server/auth/first-admin-setup');
      await migrateToLatest();
      authSecret();
      await sendMail({ to: 'a@cabinet-test.example.com', subject: 'Essai', text: 'Lien', html: '<p>Lien</p>' });
      await uploadStorage().put('1700000000000-0123456789ab.png', Buffer.from('png'));
      await announceFirstAdminSetup();
      await closeDb();
    `,
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: '',
      SMTP_URL: '',
      S3_BUCKET: '',
      NODE_ENV: 'development',
    },
  );
}

describe('DATA_DIR is readable by its owner only (decision 014)', () => {
  it('creates the folder, its subfolders 0700 and the database, secret, outbox, upload and setup-link files 0600', {
    timeout: 60_000,
  }, async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cabinet-private-')), 'data');
    await runServerPartsIn(dataDir, onSqlite ? `file:${path.join(dataDir, 'app.db')}` : process.env.DATABASE_URL!);
    expect(modeOf(dataDir)).toBe('700');
    for (const folder of ['outbox', 'uploads']) expect(modeOf(path.join(dataDir, folder)), folder).toBe('700');
    const files = [
      'secrets.json',
      'first-admin-setup-link.txt',
      path.join('uploads', '1700000000000-0123456789ab.png'),
      ...readdirSync(path.join(dataDir, 'outbox')).map((name) => path.join('outbox', name)),
      ...(onSqlite ? ['app.db', 'app.db-wal', 'app.db-shm'].filter((name) => readdirSync(dataDir).includes(name)) : []),
    ];
    expect(files).toContain(path.join('uploads', '1700000000000-0123456789ab.png'));
    if (onSqlite) expect(files).toContain('app.db');
    for (const file of files) expect(modeOf(path.join(dataDir, file)), file).toBe('600');
  });

  // A SQLite file of its own, whatever engine this project's other tests use: only SQLite has one.
  it('narrows a SQLite database file that an older version left readable by others', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-private-'));
    const database = path.join(dataDir, 'app.db');
    closeSync(openSync(database, 'w'));
    chmodSync(database, 0o644);
    await runServerPartsIn(dataDir, `file:${database}`);
    expect(modeOf(database)).toBe('600');
  });
});
