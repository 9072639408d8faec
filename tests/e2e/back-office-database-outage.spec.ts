import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { findPostgresBinaries } from '../support/postgres-binaries';
import { signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { createDraft, openEditor, saveWith } from './admin-blog-helpers';
import { adminCliOn, startAppProcess, type AppProcess } from './support/app-processes';
import { expect, test } from './support/page-errors';

/*
 * Issue 12 item 4, back office: an editor saves while PostgreSQL is stopped. The save must answer
 * in French that the database is unavailable and leave the form as typed (before: the session
 * check threw, the action answered 500); once PostgreSQL is back, the same click saves.
 */
test.describe.configure({ mode: 'serial' });

const UNAVAILABLE = "La base de données est momentanément indisponible. Vos modifications n'ont pas été enregistrées ; réessayez dans un instant.";
let cluster: PostgresCluster;
let scratch: string;
let app: AppProcess;
const staff = { email: uniqueEmail('panne'), password: 'motdepasse-solide-1' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL binaries are missing: npm test prepares them (scripts/prepare-tests.ts)');
  cluster = await startPostgresCluster(binaries.folder);
  scratch = mkdtempSync(path.join(os.tmpdir(), 'cabinet-outage-'));
  const port = await freeLoopbackPort();
  app = await startAppProcess(port, {
    DATABASE_URL: cluster.adminUrl,
    DATA_DIR: path.join(scratch, 'app'),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  const created = await adminCliOn(cluster.adminUrl, path.join(scratch, 'cli'), 'create', '--email', staff.email, '--password', staff.password, '--role', 'editor');
  expect(created.code, created.output).toBe(0);
});

test.afterAll(async () => {
  await app?.stop();
  cluster?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a save during a PostgreSQL outage says so in French and keeps the form; the same save works once it is back', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const article = await createDraft(page, 'Panne de base');
  await openEditor(page, article.title);

  const typed = `${article.title} écrit pendant la panne`;
  const title = page.getByRole('textbox', { name: 'Titre', exact: true });
  await title.fill(typed);
  await cluster.shutDown();
  try {
    await saveWith(page, 'Sauvegarder');
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(title).toHaveValue(typed);

    // A back-office page asked for meanwhile: the French error screen, not Next's English one.
    const other = await context.newPage();
    await other.goto('/admin/blog');
    await expect(other.getByRole('heading', { name: 'Une erreur est survenue' })).toBeVisible();
    await expect(other.getByText('La base de données est peut-être momentanément indisponible')).toBeVisible();
    await other.close();
  } finally {
    await cluster.startAgain();
  }

  await saveWith(page, 'Sauvegarder');
  await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
  await openEditor(page, typed);
  await expect(title).toHaveValue(typed);
  await context.close();
});
