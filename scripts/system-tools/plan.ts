/**
 * What `npm test` must do about the system programs its tests need, decided from what was probed
 * (scripts/prepare-tests.ts does the probing and the installing). Pure, so every branch is tested.
 */
export type SystemTool = {
  /** What the tests use it for, in the messages. */
  name: string;
  /** Debian package that provides it. */
  debianPackage: string;
  present: boolean;
};

export type Machine = {
  isRoot: boolean;
  hasAptGet: boolean;
  /** SKIP_SYSTEM_INSTALL=1: never install, only say what is missing. */
  skipInstall: boolean;
};

export type Command = [program: string, ...args: string[]];

export type PrerequisitePlan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[]; commands: Command[] }
  | { action: 'stop'; message: string };

// Debian's slim images have no man folders, and Java's package then fails while it registers
// its manual pages (Debian bug 863199): the folder it writes into is created first.
const MAN_PAGE_FOLDER = '/usr/share/man/man1';

export function installCommands(packages: string[]): Command[] {
  return [
    ['mkdir', '-p', MAN_PAGE_FOLDER],
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', ...packages],
  ];
}

/** Whether the command installs missing packages itself here: as root, with apt-get, not refused. */
export function installsPackages(machine: Machine): boolean {
  return machine.isRoot && machine.hasAptGet && !machine.skipInstall;
}

export function planSystemPrerequisites(tools: SystemTool[], machine: Machine): PrerequisitePlan {
  const missing = tools.filter((tool) => !tool.present);
  if (missing.length === 0) return { action: 'ready' };
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  if (installsPackages(machine)) {
    return { action: 'install', packages, commands: installCommands(packages) };
  }
  const names = missing.map((tool) => tool.name).join(' and ');
  const command = `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;
  const why = machine.skipInstall
    ? 'SKIP_SYSTEM_INSTALL is set'
    : machine.hasAptGet
      ? 'npm test installs it only when run as root'
      : 'this machine has no apt-get: install the equivalent packages with its package manager';
  return { action: 'stop', message: `Missing ${names} (${why}). Run: ${command}` };
}
