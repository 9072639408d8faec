import 'server-only';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '@/server/private-files';

/**
 * A folder of files named by process ids: each process that uses something (a database file, a
 * build folder) puts its own in and takes it out when it exits, so another process can ask who
 * still uses it (decision 033).
 *
 * A pid alone does not say which process: after a reboot the pid is another process's, and a
 * copy of the whole folder (cp -a of the site) carries the original's files. So a file records
 * the pid, its process's start time (Linux: /proc/PID/stat) and the folder it was written in,
 * and counts only while all three still match.
 */
export type PidFile = { release: () => void };

type Holder = { pid: number; startTime: string | null; folder: string };

/** Field 22 of /proc/PID/stat (clock ticks since boot), or null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Announces `pid` (this process, or a child it runs); its file goes when this process exits. */
export function announcePid(folder: string, pid = process.pid): PidFile {
  const absolute = path.resolve(folder);
  mkdirSync(absolute, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const file = path.join(absolute, String(pid));
  const holder: Holder = { pid, startTime: startTimeOf(pid), folder: absolute };
  writeFileSync(file, `${JSON.stringify(holder)}\n`, { mode: PRIVATE_FILE_MODE });
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

function readHolder(file: string): Partial<Holder> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
  } catch {
    // Written by an older version (the pid alone), or cut short: nothing beyond the name to check.
    return {};
  }
}

/** Whether the file still stands for a live process that announced itself in this very folder. */
function stillHeld(folder: string, pid: number): boolean {
  if (!alive(pid)) return false;
  const holder = readHolder(path.join(folder, String(pid)));
  if (holder.folder !== undefined && holder.folder !== folder) return false;
  const startTime = startTimeOf(pid);
  return holder.startTime == null || startTime === null || holder.startTime === startTime;
}

/**
 * The other live processes announced in `folder`; files left by killed processes, by a process
 * whose pid was reused since, or copied from another folder are removed.
 */
export function livePids(folder: string): number[] {
  const absolute = path.resolve(folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid)
    .filter((pid) => {
      if (stillHeld(absolute, pid)) return true;
      // A process killed without its exit handler (SIGKILL, power cut) left its file.
      rmSync(path.join(absolute, String(pid)), { force: true });
      return false;
    });
}
