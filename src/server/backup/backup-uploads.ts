import 'server-only';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '@/server/private-files';
import { unlessMissing } from '@/server/missing-file';
import { UPLOAD_KEY_PATTERN } from '@/server/storage/types';

export const UPLOADS_FOLDER = 'uploads';

async function storedUploads(folder: string): Promise<string[]> {
  return (await unlessMissing(readdir(folder), [])).filter((name) => UPLOAD_KEY_PATTERN.test(name));
}

/** Copies the finished uploads (never a `.partial` being written) from `from` into `to`, owner-only. */
export async function copyUploads(from: string, to: string): Promise<number> {
  const names = await storedUploads(from);
  await mkdir(to, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  for (const name of names) {
    await cp(path.join(from, name), path.join(to, name), { preserveTimestamps: true });
    await chmod(path.join(to, name), PRIVATE_FILE_MODE);
  }
  return names.length;
}

export async function countUploads(folder: string): Promise<number> {
  return (await storedUploads(folder)).length;
}

/** The archived uploads copied into DATA_DIR beside the live folder; `commit` swaps the two. */
export type StagedUploads = { count: number; commit: () => Promise<void>; discard: () => Promise<void> };

/**
 * Copies the archive's uploads into a new owner-only folder of `dataDir` (same file system, so
 * the switch is two renames) without touching the live `uploads/` (decision 033).
 */
export async function stageUploads(extracted: string, dataDir: string): Promise<StagedUploads> {
  const staged = await mkdtemp(path.join(dataDir, '.restoring-uploads-'));
  const discard = () => rm(staged, { recursive: true, force: true });
  let count: number;
  try {
    count = await copyUploads(path.join(extracted, UPLOADS_FOLDER), staged);
  } catch (error) {
    await discard();
    throw error;
  }
  const live = path.join(dataDir, UPLOADS_FOLDER);
  return {
    count,
    discard,
    commit: async () => {
      const replaced = `${staged}-replaced`;
      const hadLive = await unlessMissing(
        rename(live, replaced).then(() => true),
        false,
      );
      await rename(staged, live);
      if (hadLive) await rm(replaced, { recursive: true, force: true });
    },
  };
}
