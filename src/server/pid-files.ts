import 'server-only';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '@/server/private-files';

/**
 * A folder of files named by process ids: each process that uses something (a database file, a
 * build folder) puts its own in and takes it out when it exits, so another process can ask who
 * still uses it (decision 033).
 */
export type PidFile = { release: () => void };

/** Announces `pid` (this process, or a child it runs); its file goes when this process exits. */
export function announcePid(folder: string, pid = process.pid): PidFile {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(folder, String(pid));
  writeFileSync(file, `${pid}\n`, { mode: PRIVATE_FILE_MODE });
  const remove = () => rmSync(file, { force: true });
  process.once('exit', remove);
  return {
    release: () => {
      process.off('exit', remove);
      remove();
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another account.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The other live processes announced in `folder`; files left by killed processes are removed. */
export function livePids(folder: string): number[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid)
    .filter((pid) => {
      if (alive(pid)) return true;
      // A process killed without its exit handler (SIGKILL, power cut) left its file.
      rmSync(path.join(folder, String(pid)), { force: true });
      return false;
    });
}
