import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, openSync, closeSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * Imported by the disk-full tests after auth-helpers and before any app module: a real 4 MB
 * tmpfs becomes DATA_DIR (uploads, probes) and, on SQLite, holds the test database, so a full
 * disk gives the real ENOSPC and SQLITE_FULL. Mounting needs root (CI runs the tests as root).
 */
const SIZE = '4m';
if (process.getuid?.() !== 0) {
  throw new Error(
    'The disk-full tests mount a small tmpfs and must run as root (as in CI); run `npm test` as root or in a container.',
  );
}

export const smallDisk = mkdtempSync(path.join(os.tmpdir(), 'cabinet-small-disk-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE}`, 'tmpfs', smallDisk]);
process.env.DATA_DIR = smallDisk;
const current = process.env.DATABASE_URL ?? '';
if (current.startsWith('file:')) {
  const file = path.join(smallDisk, 'app.db');
  copyFileSync(current.slice('file:'.length), file);
  process.env.DATABASE_URL = `file:${file}`;
}

afterAll(async () => {
  const { closeDb } = await import('@/server/db/client');
  await closeDb();
  execFileSync('umount', [smallDisk]);
  rmSync(smallDisk, { recursive: true, force: true });
});

const filler = path.join(smallDisk, 'filler');

/** Writes a file until the disk has no room left (ENOSPC), as a growing log would. */
export function fillDisk(): void {
  const descriptor = openSync(filler, 'a');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = block.length; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(descriptor, block, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(descriptor);
  }
}

export function freeDisk(): void {
  rmSync(filler, { force: true });
}
