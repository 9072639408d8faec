import 'server-only';
import { parseArgs } from 'node:util';
import type { CliResult } from '@/server/auth/admin-cli';
import { env } from '@/server/env';
import { createBackup } from './backup';
import { BackupError } from './postgres-tools';
import { restoreBackup } from './restore';

export const BACKUP_USAGE = `npm run backup -- --out DOSSIER [--pg-bin DOSSIER]
    Écrit dans DOSSIER une archive (base de données copiée pendant que le site tourne, images
    locales, manifest). --pg-bin : dossier de pg_dump pour PostgreSQL (sinon le plus récent installé).`;

export const RESTORE_USAGE = `npm run restore -- ARCHIVE [--force] [--pg-bin DOSSIER]
    Restaure ARCHIVE dans la base de DATABASE_URL et dans DATA_DIR (arrêtez le site avant : la
    restauration refuse tant qu’il tourne). Refuse de remplacer des données existantes sans
    --force ; vérifie chaque compte avant de remplacer quoi que ce soit.`;

function failure(error: unknown, usage: string): CliResult {
  if (error instanceof BackupError) return { exitCode: 1, output: `Erreur : ${error.message}` };
  if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    return { exitCode: 1, output: `Erreur : ${error.message}\n\n${usage}` };
  }
  throw error;
}

const countsLine = (counts: Record<string, number>) =>
  ['blog_posts', 'categories', 'tags', 'authors', 'blog_images', 'auth_users']
    .filter((table) => table in counts)
    .map((table) => `${table} ${counts[table]}`)
    .join(', ');

export async function runBackupCli(argv: string[]): Promise<CliResult> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, 'pg-bin': { type: 'string' } },
      strict: true,
    });
    if (!values.out) return { exitCode: 1, output: `Erreur : l’option --out est obligatoire.\n\n${BACKUP_USAGE}` };
    const settings = env();
    const { archive, manifest } = await createBackup(
      {
        database: settings.database,
        dataDir: settings.DATA_DIR,
        uploadsInS3: Boolean(settings.S3_BUCKET),
        pgBinDir: values['pg-bin'],
      },
      values.out,
    );
    const uploads =
      manifest.uploads.storage === 's3'
        ? `images dans le bucket S3 ${settings.S3_BUCKET} : non copiées, sauvegardez le bucket à part (voir README)`
        : `${manifest.uploads.files} images`;
    return {
      exitCode: 0,
      output: `Sauvegarde écrite : ${archive}\nSchéma ${manifest.schemaVersion} ; ${countsLine(manifest.counts)} ; ${uploads}.`,
    };
  } catch (error) {
    return failure(error, BACKUP_USAGE);
  }
}

export async function runRestoreCli(argv: string[]): Promise<CliResult> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean', default: false }, 'pg-bin': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1)
      return { exitCode: 1, output: `Erreur : indiquez une seule archive.\n\n${RESTORE_USAGE}` };
    const settings = env();
    const manifest = await restoreBackup(
      positionals[0]!,
      { database: settings.database, dataDir: settings.DATA_DIR, pgBinDir: values['pg-bin'] },
      values.force,
    );
    return {
      exitCode: 0,
      output: `Sauvegarde du ${manifest.createdAt} restaurée et vérifiée : ${countsLine(manifest.counts)} ; ${manifest.uploads.files} images.`,
    };
  } catch (error) {
    return failure(error, RESTORE_USAGE);
  }
}
