import 'server-only';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { unlessMissing } from '@/server/missing-file';
import { localUploadsFolder } from '@/server/storage';

/**
 * An upload writes its copies, then its row: a process killed in between (kill -9, a power cut)
 * leaves `.partial` files and copies no row names, which nothing would ever remove and every
 * backup would carry. Removed at start once older than this: no upload takes that long, so
 * nothing still being written is touched, even by another process on the same folder.
 */
export const LEFTOVER_AGE_MS = 30 * 60 * 1000;

// The stem every copy of an upload starts with (responsive copies, the older card copy).
const UPLOAD_STEM = /^(\d{13}-[0-9a-f]{12})[-.]/;

async function olderThan(file: string, cutoff: number): Promise<boolean> {
  try {
    return (await stat(file)).mtimeMs < cutoff;
  } catch {
    return false;
  }
}

/** Removes the leftovers of uploads in `folder` older than LEFTOVER_AGE_MS; returns their names. */
export async function removeUploadLeftovers(folder: string, now = Date.now()): Promise<string[]> {
  const names = await unlessMissing(readdir(folder), null);
  if (!names) return [];
  const rows = await db().selectFrom('blog_images').select('filename').execute();
  const recorded = new Set(rows.map((row) => UPLOAD_STEM.exec(row.filename)?.[1]));
  const cutoff = now - LEFTOVER_AGE_MS;
  const removed: string[] = [];
  for (const name of names) {
    const stem = UPLOAD_STEM.exec(name)?.[1];
    const leftover = name.endsWith('.partial') || (stem !== undefined && !recorded.has(stem));
    if (!leftover || !(await olderThan(path.join(folder, name), cutoff))) continue;
    await rm(path.join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** Started once the schema is ready and never awaited, like the backfill of sizes. */
export function removeUploadLeftoversInBackground(): void {
  const folder = localUploadsFolder();
  if (!folder) return;
  removeUploadLeftovers(folder).then(
    (removed) => {
      if (removed.length > 0) logger.info({ removed }, 'Leftovers of interrupted uploads removed');
    },
    (error: unknown) => logger.error({ err: error }, 'Leftovers of interrupted uploads could not be removed'),
  );
}
