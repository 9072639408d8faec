import 'server-only';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_KEY_PATTERN } from '@/server/storage/types';

export const UPLOADS_FOLDER = 'uploads';

async function storedUploads(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).filter((name) => UPLOAD_KEY_PATTERN.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Copies the finished uploads (never a `.partial` being written) from `from` into `to`. */
export async function copyUploads(from: string, to: string): Promise<number> {
  const names = await storedUploads(from);
  await mkdir(to, { recursive: true });
  for (const name of names) await cp(path.join(from, name), path.join(to, name), { preserveTimestamps: true });
  return names.length;
}

export async function countUploads(folder: string): Promise<number> {
  return (await storedUploads(folder)).length;
}

/** Removes the stored uploads of a folder before a forced restore puts the archived ones back. */
export async function clearUploads(folder: string): Promise<void> {
  for (const name of await storedUploads(folder)) await rm(path.join(folder, name), { force: true });
}
