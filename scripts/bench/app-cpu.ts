/** The app's CPU time around a measurement, and what one request of a traffic beside it cost (npm run bench). */
import { readdirSync, readFileSync } from 'node:fs';

// /proc counts CPU time in USER_HZ ticks, 100 a second on every Linux architecture.
const MS_PER_TICK = 10;

/** A process's parent and its CPU time so far (user and system), from its /proc/PID/stat line. */
export function parseProcStat(line: string): { parentPid: number; cpuMs: number } {
  // The command name (field 2) is in parentheses and may itself hold spaces and parentheses.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const [parentPid, userTicks, systemTicks] = [fields[1], fields[11], fields[12]].map(Number);
  if (![parentPid, userTicks, systemTicks].every(Number.isInteger)) throw new Error(`unreadable /proc stat: ${line}`);
  return { parentPid: parentPid as number, cpuMs: ((userTicks as number) + (systemTicks as number)) * MS_PER_TICK };
}

/**
 * The CPU time in ms spent so far by `rootPid` and every process under it: `npm start` runs the
 * server as its child (scripts/start.ts).
 */
export function processTreeCpuMs(rootPid: number): number {
  const processes = new Map<number, { parentPid: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let line: string;
    try {
      line = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      // The process ended between the listing and the read: it is no longer part of the tree.
      continue;
    }
    processes.set(Number(entry), parseProcStat(line));
  }
  const inTree = new Set([rootPid]);
  // Parents come before their children in pid order only mostly; repeat until the tree stops growing.
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, { parentPid }] of processes)
      if (!inTree.has(pid) && inTree.has(parentPid)) {
        inTree.add(pid);
        grown = true;
      }
  }
  return [...inTree].reduce((total, pid) => total + (processes.get(pid)?.cpuMs ?? 0), 0);
}

/** One arm of a round: the app's CPU during the article's measurement, and how fast the traffic beside it was answered (0 alone). */
export type ArmCpu = { appCpuMsPerSecond: number; besidePerSecond: number };

/**
 * The app's CPU, in ms, per request of the traffic beside the article, in one round: what the app
 * spent beyond the reference arm, over the requests answered. Only where the app does not serve
 * the article itself (through the recipe): an app whose one core the article saturates spends the
 * same either way, and what the traffic took shows only as fewer articles (decision 062).
 */
export function cpuPerBesideRequestMs(reference: ArmCpu, beside: ArmCpu): number {
  if (beside.besidePerSecond <= 0) throw new Error('no request of the traffic beside was answered');
  return (beside.appCpuMsPerSecond - reference.appCpuMsPerSecond) / beside.besidePerSecond;
}
