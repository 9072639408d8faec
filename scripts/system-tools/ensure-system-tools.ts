/**
 * Probes and installs the Debian programs a command needs (npm test: Chromium and nginx; npm run
 * bench: nginx and wrk), following planSystemPrerequisites; exits with one clear line otherwise.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Machine, planSystemPrerequisites, type SystemTool } from './plan';

export function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** How to run a program found on PATH or in /usr/sbin (where Debian puts nginx, outside a user's PATH). */
export function programPath(program: string): string | null {
  if (onPath(program)) return program;
  return existsSync(`/usr/sbin/${program}`) ? `/usr/sbin/${program}` : null;
}

export function programPresent(program: string): boolean {
  return programPath(program) !== null;
}

/** What this machine allows: the facts planSystemPrerequisites and installsPackages decide from. */
export function probeMachine(): Machine {
  return {
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
    skipInstall: ['1', 'true'].includes(process.env.SKIP_SYSTEM_INSTALL ?? ''),
  };
}

export function ensureSystemTools(commandName: string, tools: SystemTool[]): void {
  const plan = planSystemPrerequisites(tools, probeMachine());
  if (plan.action === 'stop') {
    console.error(`${commandName} cannot run: ${plan.message}`);
    process.exit(1);
  }
  if (plan.action === 'ready') return;
  console.log(
    `Installing from Debian for ${commandName}: ${plan.packages.join(', ')} (set SKIP_SYSTEM_INSTALL=1 to refuse)`,
  );
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `${commandName} cannot run: "${[command, ...args].join(' ')}" failed with exit code ${result.status}`,
      );
      process.exit(1);
    }
  }
}
