import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { resolveDatabaseTarget } from '@/lib/db/database-target';
import { createBackup } from '@/server/backup/backup';
import { restoreBackup } from '@/server/backup/restore';
import { findPostgresBinaries } from '../support/postgres-binaries';
import { postgresUrl } from '../support/test-database-info';

/**
 * A restore onto a new machine names a PostgreSQL database nobody created yet: the operator is
 * told so in French, with the command that creates it, instead of PostgreSQL's English error.
 */
describe('npm run restore into a PostgreSQL database that does not exist', () => {
  it('says so, and how to create it', async () => {
    const info = inject('testDatabase');
    if (!('adminUrl' in info)) throw new Error('this file runs on PostgreSQL only');
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cabinet-restore-missing-'));
    const folder = findPostgresBinaries()?.folder;
    const pgBinDir = folder && existsSync(path.join(folder, 'pg_dump')) ? folder : undefined;
    const { archive } = await createBackup(
      { database: resolveDatabaseTarget(process.env.DATABASE_URL), dataDir: scratch, uploadsInS3: false, pgBinDir },
      scratch,
    );
    const missing = postgresUrl(info.adminUrl, 'cabinet_jamais_creee');
    const user = decodeURIComponent(new URL(missing).username);
    await expect(
      restoreBackup(
        archive,
        { database: { engine: 'postgres', connectionString: missing }, dataDir: scratch, pgBinDir },
        false,
      ),
    ).rejects.toThrow(
      `La base PostgreSQL «\u00a0cabinet_jamais_creee\u00a0» n’existe pas\u00a0: créez-la d’abord (sudo -u postgres createdb --owner=${user} cabinet_jamais_creee), puis relancez la restauration.`,
    );
  });
});
