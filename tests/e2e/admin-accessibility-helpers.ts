import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { allViolations } from './support/axe';
import { expect } from './support/page-errors';

/** Every admin route as Next serves it: src/app/admin/**\/page.tsx without the route groups. */
export function adminRoutesOnDisk(folder = 'src/app/admin'): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return adminRoutesOnDisk(full);
    if (name !== 'page.tsx') return [];
    const route = folder
      .replace(/^src\/app/, '')
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/');
    return [route];
  });
}

/**
 * The admin routes only a required two-factor set-up shows: admin-pages-accessibility-site-wide.spec.ts
 * checks them, alone, since requiring two-factor sign-in reaches every member.
 */
export const ROUTES_CHECKED_SITE_WIDE = ['/admin/double-authentification'];

/** axe on the page as it stands, no impact filter; `route`, the page file's route, joins `checked`. */
export async function expectNoViolations(page: Page, route: string, state: string, checked: Set<string>) {
  await page.waitForLoadState('networkidle');
  expect.soft(await allViolations(page), `${route} (${state})`).toEqual([]);
  checked.add(route);
}
