import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessagePort, MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { expect, type Page, test } from '@playwright/test';

/** The e2e server's data folder (playwright.config.ts): its SQLite file and its mail outbox. */
const dataDir = process.env.E2E_DATA_DIR!;

let sequence = 0;
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid.toString(36)}-${sequence}@cabinet-test.example.com`;
}

const ADMIN_THREAD_TIMEOUT_MS = 120_000;
let adminThread: { port: MessagePort; signal: Int32Array } | null = null;

/** Waits, blocking this worker, until the admin thread moves `signal` off 0; false on timeout. */
function waitForAdminThread(signal: Int32Array): boolean {
  return Atomics.wait(signal, 0, 0, ADMIN_THREAD_TIMEOUT_MS) !== 'timed-out';
}

/**
 * One thread per Playwright worker running `scripts/admin.ts`'s body with the script's Node options
 * (tests/e2e/support/admin-cli-thread.ts): started on first use, it saves each call the seconds a
 * new process spends compiling the server modules (decision 051).
 */
function startAdminThread() {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  // A worker thread ignores the loader hooks `--import tsx` registers: it loads its TypeScript
  // through tsx's API instead, with the script's export conditions.
  const threadFile = JSON.stringify(path.resolve('tests/e2e/support/admin-cli-thread.ts'));
  const worker = new Worker(`import { tsImport } from 'tsx/esm/api'; await tsImport(${threadFile}, import.meta.url);`, {
    eval: true,
    execArgv: ['--conditions=react-server'],
    env: {
      ...process.env,
      DATABASE_URL: `file:${path.join(dataDir, 'app.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    workerData: { port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  if (!waitForAdminThread(signal)) throw new Error('The admin command thread did not start.');
  return { port: port1, signal };
}

/**
 * Runs `npm run admin -- …` against the e2e server's database; returns its output and exit code.
 * Synchronous, like the command it stands for: a test reads the result on the next line.
 */
export function adminCli(...args: string[]): { code: number; output: string } {
  adminThread ??= startAdminThread();
  const { port, signal } = adminThread;
  Atomics.store(signal, 0, 0);
  port.postMessage(args);
  if (!waitForAdminThread(signal)) throw new Error(`npm run admin -- ${args.join(' ')}: no answer in time.`);
  const reply = receiveMessageOnPort(port);
  if (!reply) throw new Error(`npm run admin -- ${args.join(' ')}: no answer.`);
  return reply.message as { code: number; output: string };
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

/**
 * Signs `staff` in with the request the login form sends, then opens `landing` (the articles
 * unless told otherwise; null: no page, for a helper that opens its own next): for tests that
 * need a signed-in member, not the form (decision 051). The session cookie lands in the page's
 * context. Tests of signing in itself use `signIn` on the form.
 */
export async function signInWithoutForm(
  page: Page,
  staff: { email: string; password: string },
  landing: string | null = '/admin/blog',
) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email: staff.email, password: staff.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (landing === null) return;
  await page.goto(landing);
  if (landing === '/admin/blog') await expect(page.getByRole('heading', { name: 'Gestion du Blog' })).toBeVisible();
}

// Sonner's default: a toast closes 4 s after it appears, then leaves in 200 ms.
const TOAST_SHOWN_MS = 4_000;

/**
 * Until every toast has closed: one caught fading has the see-through look of its animation frame,
 * which axe reads as low contrast. The 4 s pass on the page's clock instead of being waited for
 * (decision 051): the test installs it (`page.clock.install()`) before its first page.
 */
export async function toastsClosed(page: Page) {
  await page.clock.runFor(TOAST_SHOWN_MS);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/** A sonner toast with this title and, when given, this message (spec section 8). */
export function toast(page: Page, title: string, message?: string) {
  const withTitle = page.locator('[data-sonner-toast]').filter({ hasText: title });
  return message ? withTitle.filter({ hasText: message }).first() : withTitle.first();
}
