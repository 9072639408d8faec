import 'server-only';
import { chmod, open, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '@/server/private-files';
import { runTool } from './postgres-tools';

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
  await ownerOnlyTree(folder);
  await runTool(
    'tar',
    ['-czf', partial, '-C', folder, '.'],
    (detail) => `Impossible d’écrire l’archive ${archive} : ${detail}`,
  );
  await rename(partial, archive);
}

export function extractArchive(archive: string, folder: string): Promise<void> {
  return runTool(
    'tar',
    ['-xzf', archive, '-C', folder, '--no-same-owner'],
    (detail) => `Archive illisible ${archive} : ${detail}`,
  );
}
