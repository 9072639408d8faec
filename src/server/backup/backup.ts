import 'server-only';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseTarget } from '@/lib/db/database-target';
import { BACKUP_FORMAT, backupArchiveName, type BackupManifest } from '@/lib/backup/backup-manifest';
import { ensurePrivateDirectory } from '@/server/private-files';
import { writeArchive } from './archive';
import { copyUploads, UPLOADS_FOLDER } from './backup-uploads';
import { copyDatabase } from './database-copy';

export type BackupSource = {
  database: DatabaseTarget;
  dataDir: string;
  /** Uploads in S3 are not copied: the bucket is backed up by its own means (README). */
  uploadsInS3: boolean;
  pgBinDir?: string;
};

export const MANIFEST_FILE = 'manifest.json';

/**
 * Writes one archive into `outDir` while the site runs: a consistent copy of the database, the
 * local uploads and a manifest (date, engine, schema version, row counts, upload count).
 */
export async function createBackup(
  source: BackupSource,
  outDir: string,
  now = new Date(),
): Promise<{ archive: string; manifest: BackupManifest }> {
  // The archive holds password hashes and session tokens: a new folder is owner-only, the
  // archive always (decision 033).
  ensurePrivateDirectory(outDir);
  const staging = await mkdtemp(path.join(outDir, '.backup-'));
  try {
    const snapshot = await copyDatabase(source.database, staging, source.pgBinDir);
    const files = source.uploadsInS3
      ? 0
      : await copyUploads(path.join(source.dataDir, UPLOADS_FOLDER), path.join(staging, UPLOADS_FOLDER));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      engine: source.database.engine,
      schemaVersion: snapshot.schemaVersion,
      counts: snapshot.counts,
      uploads: { storage: source.uploadsInS3 ? 's3' : 'local', files },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = path.join(path.resolve(outDir), backupArchiveName(now));
    await writeArchive(staging, archive);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
