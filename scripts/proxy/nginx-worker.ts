import { spawnSync } from 'node:child_process';

/** The account nginx's workers run as, when it is not the caller's own. */
export type NginxWorker = { user: string; uid: number; gid: number };

/**
 * Under root, nginx refuses to run its workers as root: they run as nobody (whose group is
 * nogroup on Debian), and what they read or write in a scratch folder must be theirs. Null for
 * any other caller, whose workers run as the caller.
 */
export function nginxWorker(): NginxWorker | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout.trim();
  return { user: `nobody ${id('-gn')}`, uid: Number(id('-u')), gid: Number(id('-g')) };
}
