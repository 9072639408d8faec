import 'server-only';
import { execFile } from 'node:child_process';
import { chmod, open, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '@/server/private-files';
import { BackupError } from './postgres-tools';

const run = promisify(execFile);

/** Every entry of `folder` owner-only: tar records each one's mode, which unpacking restores. */
async function ownerOnlyTree(folder: string): Promise<void> {
  await chmod(folder, PRIVATE_DIRECTORY_MODE);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    await chmod(file, entry.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE);
  }
}

/**
 * A gzip-compressed tar written by the system's `tar` (decision 016): any machine can list or
 * unpack it by hand. Written under a temporary name and renamed, so a half-written archive never
 * carries the final name. Created owner-only before tar writes into it (tar keeps the mode of a
 * file it truncates), so it is never readable by others, even half-written; so are its entries.
 */
export async function writeArchive(folder: string, archive: string): Promise<void> {
  const partial = `${archive}.partial`;
  await (await open(partial, 'w', PRIVATE_FILE_MODE)).close();
  await chmod(partial, PRIVATE_FILE_MODE);
  try {
    await ownerOnlyTree(folder);
    await run('tar', ['-czf', partial, '-C', folder, '.']);
  } catch (error) {
    throw new BackupError(
      `Impossible d’écrire l’archive ${archive} : ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }
  await rename(partial, archive);
}

export async function extractArchive(archive: string, folder: string): Promise<void> {
  try {
    await run('tar', ['-xzf', archive, '-C', folder, '--no-same-owner']);
  } catch (error) {
    throw new BackupError(
      `Archive illisible ${archive} : ${(error as { stderr?: string }).stderr?.trim() || (error as Error).message}`,
    );
  }
}
