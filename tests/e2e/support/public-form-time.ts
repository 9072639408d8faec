import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deriveFormSecret } from '../../../src/lib/public-forms/derived-secret';
import { newFormKey, signFormToken } from '../../../src/lib/public-forms/form-token';

/**
 * A public form refuses a send made sooner than its minimum fill time after its token was issued
 * (decision 039). A test fills a form in well under that time and must not wait: the page is
 * handed a token the e2e server signed a minute ago, as a visitor who took a minute would hold.
 * The server checks it like any other; nothing in the app is switched off for tests.
 */
function serverSecret(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts');
  // The local secret the e2e server runs with (scripts/start.ts outside production).
  return (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { AUTH_SECRET: string }).AUTH_SECRET;
}

const formTokenKey = () => deriveFormSecret(serverSecret(), 'form-token');

export function tokenIssuedAMinuteAgo(form: string): string {
  return signFormToken(form, { issuedAt: Date.now() - 60_000, key: newFormKey() }, formTokenKey());
}

/**
 * Every token `page` receives for `form` is one issued a minute ago: the one written in the
 * page `pagePath` (a browser without JavaScript sends it) and the one the site script fetches
 * with its proof-of-work challenge.
 */
export async function withFillTimeSpent(page: Page, form: string, pagePath: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pagePath,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(name="jeton" value=")[^"]+"/,
        (_match, start: string) => `${start}${tokenIssuedAMinuteAgo(form)}"`,
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route(
    (url) => url.pathname === '/api/formulaires/defi',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), jeton: tokenIssuedAMinuteAgo(form) } });
    },
  );
}
