import { freeLoopbackPort } from '../../scripts/support/free-loopback-port';
import { signIn, toast, uniqueEmail } from './admin-auth-helpers';
import { createDraft, openEditor, saveWith } from './admin-blog-helpers';
import { startPostgresForApps, type AppProcess, type AppsOnPostgres } from './support/app-processes';
import { expect, test } from './support/page-errors';

/*
 * Back office (decision 015): an editor saves while PostgreSQL is stopped. The save must answer
 * in French that the database is unavailable and leave the form as typed (before: the session
 * check threw, the action answered 500); once PostgreSQL is back, the same click saves.
 */
test.describe.configure({ mode: 'serial' });

const UNAVAILABLE =
  'La base de données est momentanément indisponible. Vos modifications n’ont pas été enregistrées ; réessayez dans un instant.';
let postgres: AppsOnPostgres;
let app: AppProcess;
const staff = { email: uniqueEmail('panne'), password: 'motdepasse-solide-1' };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startPostgresForApps('cabinet-outage-');
  app = await postgres.startApp(await freeLoopbackPort());
  await postgres.createEditor(staff);
});

test.afterAll(async () => {
  await postgres?.stop();
});

test('a save during a PostgreSQL outage says so in French and keeps the form; the same save works once it is back', async ({
  browser,
}) => {
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
  await postgres.cluster.shutDown();
  try {
    await saveWith(page, 'Sauvegarder');
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
    await expect(title).toHaveValue(typed);

    // A back-office page asked for meanwhile, the sign-in page included: a French 503 page with
    // Retry-After, readable without JavaScript (decision 034), not an empty 500.
    const other = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const otherPage = await other.newPage();
    for (const path of ['/admin/blog', '/admin/login']) {
      const response = await otherPage.goto(path);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('30');
      await expect(otherPage.getByRole('heading', { name: 'Administration momentanément indisponible' })).toBeVisible();
    }
    await other.close();
  } finally {
    await postgres.cluster.startAgain();
  }

  await saveWith(page, 'Sauvegarder');
  await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toHaveCount(0);
  await openEditor(page, typed);
  await expect(title).toHaveValue(typed);
  await context.close();
});
