import 'server-only';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupManifestSchema, holdsContent, type BackupManifest } from '@/lib/backup/backup-manifest';
import type { DatabaseTarget } from '@/lib/db/database-target';
import { migrationsFor } from '@/server/db/migrations';
import { withSiteStopped } from '@/server/db/running-site';
import { ensurePrivateDirectory } from '@/server/private-files';
import { extractArchive } from './archive';
import { MANIFEST_FILE } from './backup';
import { countUploads, stageUploads, UPLOADS_FOLDER, type StagedUploads } from './backup-uploads';
import { countDatabase } from './database-copy';
import { mismatch, stagePostgres, stageSqlite } from './database-replace';
import { BackupError } from './postgres-tools';

export type RestoreTarget = { database: DatabaseTarget; dataDir: string; pgBinDir?: string };

async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError('L’archive ne contient pas de manifest.json : ce n’est pas une sauvegarde du site.');
  });
  const parsed = backupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new BackupError('Le manifest.json de cette archive est invalide ou d’un autre format.');
  return parsed.data;
}

/** What this version can run: same engine, and a schema whose every migration it knows. */
function refuseForeignArchive(manifest: BackupManifest, engine: DatabaseTarget['engine']): void {
  if (manifest.engine !== engine) {
    throw new BackupError(
      `Cette sauvegarde vient de ${manifest.engine} et la base configurée est ${engine} : restaurez-la sur le même moteur.`,
    );
  }
  if (manifest.schemaVersion !== null && !Object.hasOwn(migrationsFor(engine), manifest.schemaVersion)) {
    throw new BackupError(
      `Cette sauvegarde vient d’une version plus récente du site (schéma ${manifest.schemaVersion}, inconnu de celle-ci) : mettez d’abord le site à jour, puis restaurez-la. Rien n’a été modifié.`,
    );
  }
}

/** Refuses to overwrite a database or an uploads folder that holds something, unless forced. */
async function refuseExistingContent(target: RestoreTarget, force: boolean): Promise<void> {
  if (force) return;
  const current = await countDatabase(target.database);
  if (current && holdsContent(current.counts)) {
    throw new BackupError(
      'La base de données configurée contient déjà des données. Relancez avec --force pour les remplacer par la sauvegarde.',
    );
  }
  if ((await countUploads(path.join(target.dataDir, UPLOADS_FOLDER))) > 0) {
    throw new BackupError(
      `Le dossier ${path.join(target.dataDir, UPLOADS_FOLDER)} contient déjà des images. Relancez avec --force pour les remplacer.`,
    );
  }
}

const siteRunning = (running: number[] | true) =>
  new BackupError(
    running === true
      ? 'Le site tourne encore sur cette base PostgreSQL : arrêtez tous ses processus (systemctl stop …) avant de restaurer.'
      : `Le site tourne encore sur cette base (processus ${running.join(', ')}) : arrêtez-le (systemctl stop …) avant de restaurer.`,
  );

/**
 * PostgreSQL's « database does not exist » (3D000) said in French with the command that creates
 * it: a restore fills a database, it does not create one (its owner and rights are the operator's).
 */
function missingDatabase(error: unknown, target: RestoreTarget): unknown {
  if ((error as { code?: string }).code !== '3D000' || target.database.engine !== 'postgres') return error;
  const url = new URL(target.database.connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  const owner = decodeURIComponent(url.username) || 'postgres';
  return new BackupError(
    `La base PostgreSQL «\u00a0${name}\u00a0» n’existe pas\u00a0: créez-la d’abord (sudo -u postgres createdb --owner=${owner} ${name}), puis relancez la restauration.`,
  );
}

/**
 * Puts an archive of `createBackup` back into the configured database and DATA_DIR (decision
 * 033): refused while a server runs on that database; the database and the uploads are first
 * made ready beside the live ones and checked (integrity, every table's count, the number of
 * uploads), and replace them only when every check passed, so a failure leaves the site as it was.
 */
export async function restoreBackup(archive: string, target: RestoreTarget, force = false): Promise<BackupManifest> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cabinet-restore-'));
  try {
    await extractArchive(archive, folder);
    const manifest = await readManifest(folder);
    refuseForeignArchive(manifest, target.database.engine);
    return await withSiteStopped(target.database, siteRunning, async () => {
      await refuseExistingContent(target, force);
      ensurePrivateDirectory(target.dataDir);
      const uploads: StagedUploads | null =
        manifest.uploads.storage === 'local' ? await stageUploads(folder, target.dataDir) : null;
      try {
        if (uploads && uploads.count !== manifest.uploads.files) {
          throw mismatch([`images : ${manifest.uploads.files} attendues, ${uploads.count} trouvées`]);
        }
        const database =
          target.database.engine === 'sqlite'
            ? await stageSqlite(target.database.filename, folder, manifest)
            : await stagePostgres(target.database.connectionString, folder, manifest, target.pgBinDir);
        await database.commit().catch(async (error: unknown) => {
          await database.discard();
          throw error;
        });
      } catch (error) {
        await uploads?.discard();
        throw error;
      }
      await uploads?.commit();
      return manifest;
    }).catch((error: unknown) => {
      throw missingDatabase(error, target);
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
