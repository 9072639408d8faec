import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcePid, livePids } from '@/server/pid-files';

/**
 * The record of a process using a build folder or a database file names that process, not just a
 * number: a copy of the site's folder made while the original serves, or a pid another process
 * got after a reboot, must not refuse a build or a restore.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'cabinet-pid-files-'));
let other: ChildProcess;

beforeAll(async () => {
  // A live process other than this one, standing for a running server.
  other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => other.once('spawn', resolve));
});

afterAll(() => {
  other.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('pid files', () => {
  it('count a live process announced in this folder', () => {
    const folder = path.join(scratch, 'served-serving');
    const announced = announcePid(folder, other.pid);
    expect(livePids(folder)).toEqual([other.pid]);
    announced.release();
    expect(livePids(folder)).toEqual([]);
  });

  it('do not count in a copy of the folder, and the copied record goes', () => {
    const original = path.join(scratch, 'original', '.next-serving');
    const copy = path.join(scratch, 'copy', '.next-serving');
    const announced = announcePid(original, other.pid);
    cpSync(original, copy, { recursive: true });
    expect(livePids(copy)).toEqual([]);
    expect(readdirSync(copy)).toEqual([]);
    expect(livePids(original)).toEqual([other.pid]);
    announced.release();
  });

  it('do not count a live process whose pid was another’s when the record was written', () => {
    const folder = path.join(scratch, 'reused-serving');
    announcePid(folder, other.pid).release();
    // The record a server started before the last reboot left, its pid now taken by `other`.
    writeFileSync(
      path.join(folder, String(other.pid)),
      `${JSON.stringify({ pid: other.pid, startTime: '1', folder: path.resolve(folder) })}\n`,
    );
    expect(livePids(folder)).toEqual([]);
  });
});
