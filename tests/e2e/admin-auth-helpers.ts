import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The e2e server's data folder (playwright.config.ts): its SQLite file and its mail outbox. */
const dataDir = process.env.E2E_DATA_DIR!;

let sequence = 0;
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}@cabinet-test.example.com`;
}

/** Runs `npm run admin -- …` against the e2e server's database; returns its output and exit code. */
export function adminCli(...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        env: {
          ...process.env,
          DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { code: 0, output };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { code: failure.status, output: `${failure.stdout}${failure.stderr}` };
  }
}

export function createStaffAccount(role: 'admin' | 'editor', password = 'motdepasse-solide-1') {
  const email = uniqueEmail(role);
  const result = adminCli('create', '--email', email, '--password', password, '--role', role);
  expect(result.code, result.output).toBe(0);
  return { email, password };
}

type OutboxMail = { to: string; subject: string; text: string; createdAt: string };

export function mailsTo(email: string): OutboxMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === email)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The link of the newest mail sent to `email`, waiting for it to be written. */
export async function linkFromLatestMail(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const mail = mailsTo(email).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

export function setupLinkFile(): string {
  return path.join(dataDir, 'first-admin-setup-link.txt');
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** A sonner toast with this title and, when given, this message (spec section 8). */
export function toast(page: Page, title: string, message?: string) {
  const withTitle = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return message ? withTitle.filter({ hasText: message }).first() : withTitle.first();
}
