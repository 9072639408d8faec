import { z } from '@/lib/forms/zod';

/**
 * What a backup archive says about itself (manifest.json at its root): when it was taken, from
 * which engine and schema, and how many rows each table and how many local uploads it holds, so
 * a restore can prove it put everything back.
 */
export const BACKUP_FORMAT = 1;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  engine: z.enum(['sqlite', 'postgres']),
  schemaVersion: z.string().nullable(),
  counts: z.record(z.string(), z.number().int().min(0)),
  uploads: z.object({ storage: z.enum(['local', 's3']), files: z.number().int().min(0) }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The archive's name: sortable by date, no characters a shell or a file system dislikes. */
export function backupArchiveName(date: Date): string {
  return `cabinet-backup-${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

/** Tables whose count differs between the manifest and the restored database, in French. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table} : ${expected[table] ?? 'absente'} attendues, ${actual[table] ?? 'absente'} trouvées`);
}

// Bookkeeping tables: present in every migrated database, they say nothing about its content.
const BOOKKEEPING_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** True when any table other than the migrations' bookkeeping holds a row. */
export function holdsContent(counts: Record<string, number>): boolean {
  return Object.entries(counts).some(([table, count]) => !BOOKKEEPING_TABLES.has(table) && count > 0);
}
