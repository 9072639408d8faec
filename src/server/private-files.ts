import 'server-only';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * DATA_DIR holds the database, the generated secret, the mail outbox (sign-in links) and the
 * uploads: the server's account alone may read them. Folders are created 0700 and files 0600
 * whatever the umask says (decision 014).
 */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder and any missing parent owner-only. An existing folder keeps its mode: it may
 * be shared (DATA_DIR=/srv) and is the operator's to set.
 */
export function ensurePrivateDirectory(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
}

/**
 * Makes the SQLite file and its companions owner-only before SQLite opens it: created 0600 when
 * missing (SQLite gives its -wal and -shm files the database file's mode), narrowed to 0600 when
 * an older version left it readable by others.
 */
export function preparePrivateDatabaseFile(filename: string): void {
  closeSync(openSync(filename, 'a', PRIVATE_FILE_MODE));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    // A file of DATA_DIR, found at run time: nothing for the build's file tracing to follow.
    if (existsSync(/*turbopackIgnore: true*/ file)) chmodSync(file, PRIVATE_FILE_MODE);
  }
}

/**
 * Writes `data` owner-only under `${file}.partial`, then renames it: whoever lists the folder (a
 * person, a test waiting for a mail) never opens half a file, and a failed write (a full disk)
 * removes its half, which may hold part of a sign-in link; the caller gets the error.
 */
export async function writePrivateFileWhole(file: string, data: string | Buffer): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
