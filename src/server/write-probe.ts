import 'server-only';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { ensurePrivateDirectory } from '@/server/private-files';

// Enough to hold a small save: a disk with less room than this fails real writes already.
const PROBE_BYTES = 64 * 1024;

/** The folders the app writes to on this machine: DATA_DIR, and the SQLite file's folder. */
function localWriteFolders(): string[] {
  const settings = env();
  const folders = [path.resolve(settings.DATA_DIR)];
  if (settings.database.engine === 'sqlite') folders.push(path.dirname(path.resolve(settings.database.filename)));
  return [...new Set(folders)];
}

/**
 * Writes and removes a small file in every local folder the app writes to, so a full disk (or a
 * read-only one) shows in the health check before staff lose a save. The error goes to the log.
 */
export async function localWritesWork(): Promise<boolean> {
  for (const folder of localWriteFolders()) {
    const probe = path.join(folder, `.write-probe-${process.pid}`);
    try {
      ensurePrivateDirectory(folder);
      await writeFile(probe, Buffer.alloc(PROBE_BYTES), { flush: true });
    } catch (error) {
      logger.error({ err: error, folder }, 'Health check: writing to the data folder fails');
      return false;
    } finally {
      await rm(probe, { force: true });
    }
  }
  return true;
}
