import 'server-only';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupManifestSchema, countDifferences, holdsContent, type BackupManifest } from '@/lib/backup-manifest';
import type { DatabaseTarget } from '@/lib/database-target';
import { extractArchive } from './archive';
import { MANIFEST_FILE } from './backup';
import { clearUploads, copyUploads, countUploads, UPLOADS_FOLDER } from './backup-uploads';
import { countDatabase, replaceDatabase } from './database-copy';
import { BackupError } from './postgres-tools';

export type RestoreTarget = { database: DatabaseTarget; dataDir: string; pgBinDir?: string };

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError("L'archive ne contient pas de manifest.json : ce n'est pas une sauvegarde du site.");
  });
  const parsed = backupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError('Le manifest.json de cette archive est invalide ou d\'un autre format.');
  return parsed.data;
}

/** Refuses to overwrite a database or an uploads folder that holds something, unless forced. */
async function refuseExistingContent(target: RestoreTarget, force: boolean): Promise<void> {
  if (force) return;
  const current = await countDatabase(target.database);
  if (current && holdsContent(current.counts)) {
    throw new BackupError('La base de données configurée contient déjà des données. Relancez avec --force pour les remplacer par la sauvegarde.');
  }
  if ((await countUploads(path.join(target.dataDir, UPLOADS_FOLDER))) > 0) {
    throw new BackupError(`Le dossier ${path.join(target.dataDir, UPLOADS_FOLDER)} contient déjà des images. Relancez avec --force pour les remplacer.`);
  }
}

/**
 * Puts an archive of `createBackup` back into the configured database and DATA_DIR (the site
 * stopped), then checks every table's row count and the number of uploads against the manifest.
 */
export async function restoreBackup(archive: string, target: RestoreTarget, force = false): Promise<BackupManifest> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cabinet-restore-'));
  try {
    await extractArchive(archive, folder);
    const manifest = await readManifest(folder);
    if (manifest.engine !== target.database.engine) {
      throw new BackupError(`Cette sauvegarde vient de ${manifest.engine} et la base configurée est ${target.database.engine} : restaurez-la sur le même moteur.`);
    }
    await refuseExistingContent(target, force);
    await replaceDatabase(target.database, folder, target.pgBinDir);
    const uploads = path.join(target.dataDir, UPLOADS_FOLDER);
    if (manifest.uploads.storage === 'local') {
      await clearUploads(uploads);
      await copyUploads(path.join(folder, UPLOADS_FOLDER), uploads);
    }

    const restored = await countDatabase(target.database);
    const differences = countDifferences(manifest.counts, restored?.counts ?? {});
    if (manifest.uploads.storage === 'local' && (await countUploads(uploads)) !== manifest.uploads.files) {
      differences.push(`images : ${manifest.uploads.files} attendues, ${await countUploads(uploads)} trouvées`);
    }
    if (differences.length > 0) throw new BackupError(`La restauration ne correspond pas à la sauvegarde : ${differences.join(' ; ')}`);
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
