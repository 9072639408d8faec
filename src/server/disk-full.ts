import 'server-only';

/** What staff read when a write failed for lack of disk space (the form keeps their work). */
export const DISK_FULL_SAVE_MESSAGE =
  'Le disque du serveur est plein : l’article n’a pas été enregistré. Prévenez l’administrateur du site ; votre texte reste dans le formulaire.';
export const DISK_FULL_CHANGE_MESSAGE =
  'Le disque du serveur est plein : la modification n’a pas été enregistrée. Prévenez l’administrateur du site.';
export const DISK_FULL_AUTOSAVE_MESSAGE =
  'Le disque du serveur est plein : l’enregistrement automatique n’a pas abouti. Votre texte reste dans ce navigateur ; prévenez l’administrateur du site.';
export const DISK_FULL_UPLOAD_MESSAGE =
  'Le disque du serveur est plein : l’image n’a pas été enregistrée. Prévenez l’administrateur du site.';

// SQLite (better-sqlite3's code), the file system, PostgreSQL's disk_full.
const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', '53100']);

/** True when the error, or one it wraps, says the disk is full. */
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}
