import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { MINIMUM_FILL_MS } from '../../src/lib/public-forms/fill-time';
import { createStaffAccount, signIn, toast, toastsClosed } from './admin-auth-helpers';
import { saveWith } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { countQuestionsByPseudonymPrefix, readStoredPost } from './support/e2e-database';
import { tokenIssuedAMinuteAgo } from './support/public-form-time';
import { expect, test } from './support/page-errors';

/**
 * Readers' questions under an article (decision 043) on the public-form path (decision 039), in
 * a real browser against the production build: a reader with and without JavaScript, a staff
 * member who moderates and answers, the switch « Autoriser les commentaires ». One demo article
 * and one staff sign-in serve the whole file; the journeys build on each other, in order.
 */
const ARTICLE = 'sommeil-et-sexualite';
const ARTICLE_PATH = `/blog/${ARTICLE}`;
const run = Date.now().toString(36);
const withScript = {
  pseudonym: `Lectrice-${run}`,
  // Emergency words and a phone number: the reader is shown the numbers, nobody ever sees the digits.
  text: `J’ai des idées noires depuis que je dors mal, rappelez-moi au 06 12 34 56 78. Question ${run}.`,
  phone: '06 12 34 56 78',
};
const withoutScript = {
  pseudonym: `Lecteur-${run}`,
  text: `Le manque de sommeil peut-il jouer sur le désir\u00a0? Question ${run}.`,
};
const FLOOD_ARTICLE = 'communication-couple';
const FLOOD_PSEUDONYM = `Rafale-${run}`;
const answer = `Oui, le manque de sommeil pèse souvent sur le désir. Réponse ${run}.`;
const staffState = path.join(process.env.E2E_DATA_DIR!, `article-questions-staff-${run}.json`);
// A token of the article's form, kept for the direct post once the questions are switched off.
let pageToken = '';
let staffEmail = '';

// Freshness is a bound, not a hope: what staff change shows on the cached article within 2 s.
const FRESHNESS = { timeout: 2_000, intervals: [100] };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const site = (pathname: string) => new URL(pathname, test.info().project.use.baseURL).href;

/** The article as a new visitor gets it, from the page cache: a plain request, with no cookie. */
async function publicArticle(): Promise<string> {
  const response = await fetch(site(ARTICLE_PATH));
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * The form refuses a send sooner than the minimum fill time after its token was issued: the test
 * waits for that moment (a person takes longer), read from the token itself (`issuedAt.key.mac`).
 */
async function untilFillTimeHasPassed(form: Locator): Promise<string> {
  const token = await form.locator('input[name="jeton"]').inputValue();
  const readyAt = Number(token.split('.')[0]) + MINIMUM_FILL_MS;
  await expect.poll(() => Date.now(), { intervals: [100], timeout: MINIMUM_FILL_MS + 5_000 }).toBeGreaterThan(readyAt);
  return token;
}

async function fillQuestion(form: Locator, question: { pseudonym: string; text: string }) {
  await form.getByLabel('Pseudonyme').fill(question.pseudonym);
  await form.getByLabel('Votre question').fill(question.text);
}

const questionForm = (page: Page) => page.locator('form[data-public-form="question"]');

test('the question form says contact details are masked and no one calls back from a question, and links to what the privacy page says of questions', async ({
  page,
}) => {
  await page.goto(ARTICLE_PATH);
  const form = page.getByRole('main');
  await expect(form).toContainText('sont masqués avant d’être enregistrés');
  await expect(form).toContainText('le cabinet ne rappelle jamais quelqu’un à partir d’une question');
  await page.getByRole('link', { name: 'Ce que devient votre question' }).click();
  await expect(page).toHaveURL(/\/politique-de-confidentialite#questions$/);
  const section = page.getByRole('region', { name: 'Vos questions sous les articles' });
  await expect(section).toBeVisible();
  for (const words of ['pseudonyme', 'masqué', 'adresse e-mail', '30\u00a0jours', 'supprimée avec sa réponse'])
    await expect(section).toContainText(words);
});

test('a reader with JavaScript is told the question awaits moderation, with the emergency numbers', async ({
  page,
}) => {
  expect(readStoredPost(ARTICLE).status).toBe('published');
  await page.goto(ARTICLE_PATH);
  const form = questionForm(page);
  const cachedToken = await form.locator('input[name="jeton"]').inputValue();
  // The first focus asks for a token issued now and a proof-of-work challenge (decision 039);
  // the site script fetches the forms' chunk after the page loads, so focus until it has answered.
  const pseudonym = form.getByLabel('Pseudonyme');
  await expect(async () => {
    await pseudonym.blur();
    await pseudonym.focus();
    await expect(form.locator('input[name="jeton"]')).not.toHaveValue(cachedToken, { timeout: 1_000 });
  }).toPass();
  await fillQuestion(form, withScript);
  await untilFillTimeHasPassed(form);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/questions'),
  );
  await form.getByRole('button', { name: 'Envoyer ma question' }).click();

  const message = form.locator('#question-message');
  await expect(message).toBeVisible();
  await expect(message).toContainText('en attente de modération');
  await expect(message).toContainText(/141\b.*\b19\b.*\b15\b.*\b112\b/);
  // Sent in place, with the solved proof of work, and the form emptied for another question.
  expect(page.url()).toMatch(new RegExp(`${ARTICLE_PATH}$`));
  expect((await sent).postData()).toMatch(/(^|&)altcha=[^&]+/);
  await expect(form.getByLabel('Votre question')).toHaveValue('');

  await expect.soft(await allViolations(page), 'article page with the answered form').toEqual([]);
  const html = await publicArticle();
  expect(html).not.toContain(withScript.pseudonym);
  expect(html).not.toContain('idées noires');
});

test('a reader without JavaScript posts the form and comes back to the article with the message', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ARTICLE_PATH);
  const form = questionForm(page);
  await fillQuestion(form, withoutScript);
  // Without the script the token is the cached page's own, dated when the page was rendered.
  pageToken = await untilFillTimeHasPassed(form);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/questions'),
  );
  await form.getByRole('button', { name: 'Envoyer ma question' }).click();

  // No proof of work without a script: the send is not refused, it counts under the stricter limits.
  expect((await sent).postData()).not.toMatch(/(^|&)altcha=/);
  await expect(page).toHaveURL(new RegExp(`${ARTICLE_PATH}#question-envoye$`));
  const message = page.locator('#question-envoye');
  await expect(message).toBeVisible();
  await expect(message).toContainText('en attente de modération');
  await expect(page.getByText(withoutScript.text)).toHaveCount(0);
  expect(await publicArticle()).not.toContain(withoutScript.pseudonym);
  await context.close();
});

test.describe('staff', () => {
  test.use({ storageState: staffState });

  test.beforeAll(async ({ browser }) => {
    const staff = createStaffAccount('editor');
    staffEmail = staff.email;
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/admin/login');
    await signIn(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await context.storageState({ path: staffState });
    await context.close();
  });

  const card = (page: Page, pseudonym: string) => page.getByRole('listitem').filter({ hasText: pseudonym });

  test('an editor rewrites the masked sentence before approving, creates their own author profile and answers under it; the article shows both within 2 s', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/admin/commentaires');
    const question = card(page, withScript.pseudonym);
    await expect(question).toContainText('[masqué]');
    await expect(question).not.toContainText(withScript.phone);
    await expect(question).toContainText('le lecteur a vu les numéros d’urgence');
    await expect(card(page, withoutScript.pseudonym)).toBeVisible();
    await expect.soft(await allViolations(page), '/admin/commentaires with pending questions').toEqual([]);

    // « [masqué] » is never published inside the reader's sentence: staff rewrite it first.
    await expect(question.getByRole('button', { name: 'Approuver', exact: true })).toHaveCount(0);
    await expect(question).toContainText('réécrivez la phrase qui contient');
    await question.getByRole('button', { name: 'Modifier puis approuver' }).click();
    const rewritten = `J’ai des idées noires depuis que je dors mal. Question ${run}.`;
    await question.getByLabel('Texte de la question (retirez les détails personnels)').fill(rewritten);
    await question.getByRole('button', { name: 'Enregistrer et publier' }).click();
    await expect(toast(page, 'Question publiée').last()).toBeVisible();
    await expect.poll(async () => (await publicArticle()).includes(withScript.pseudonym), FRESHNESS).toBe(true);

    // The editor has no author profile: answers are never signed by another (a demo physician).
    await page.getByRole('link', { name: 'Publiées', exact: true }).click();
    await expect(
      card(page, withScript.pseudonym).getByRole('button', { name: 'Répondre', exact: true }),
    ).toBeDisabled();
    await page.getByRole('link', { name: 'Créer mon profil d’auteur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvel auteur' });
    await expect(dialog.getByLabel('Email')).toHaveValue(staffEmail);
    await dialog.locator('#taxonomy-name').fill(`Nora Éditrice ${run}`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(toast(page, 'Auteur créé').last()).toBeVisible();

    await page.goto('/admin/commentaires?etat=published');
    await card(page, withScript.pseudonym).getByRole('button', { name: 'Répondre', exact: true }).click();
    await card(page, withScript.pseudonym).getByLabel('Réponse publiée sous la question').fill(answer);
    await expect(card(page, withScript.pseudonym)).toContainText(`Signée par Nora Éditrice ${run}`);
    // A toast caught mid-fade has a see-through background that axe reads as low contrast.
    await toastsClosed(page);
    await expect.soft(await allViolations(page), '/admin/commentaires answering').toEqual([]);
    await page.getByRole('button', { name: 'Publier la réponse' }).click();
    await expect(toast(page, 'Réponse publiée').last()).toBeVisible();
    await expect.poll(async () => (await publicArticle()).includes(answer), FRESHNESS).toBe(true);

    const html = await publicArticle();
    expect(html).toContain(`Réponse de Nora Éditrice ${run}`);
    expect(html).not.toContain('[masqué]');
    expect(html).toContain('idées noires depuis que je dors mal.');
    expect(html).not.toContain(withScript.phone);
  });

  test('an editor marks a question as spam, then refuses it: it never reaches the article', async ({ page }) => {
    await page.goto('/admin/commentaires');
    await card(page, withoutScript.pseudonym).getByRole('button', { name: 'Indésirable', exact: true }).click();
    await expect(toast(page, 'Question indésirable').last()).toBeVisible();
    await expect(card(page, withoutScript.pseudonym)).toHaveCount(0);

    await page.getByRole('link', { name: 'Indésirables', exact: true }).click();
    await card(page, withoutScript.pseudonym).getByRole('button', { name: 'Refuser', exact: true }).click();
    await expect(toast(page, 'Question refusée').last()).toBeVisible();
    await expect(card(page, withoutScript.pseudonym)).toHaveCount(0);
    await page.getByRole('link', { name: 'Refusées', exact: true }).click();
    await expect(card(page, withoutScript.pseudonym)).toBeVisible();
    expect(await publicArticle()).not.toContain(withoutScript.pseudonym);
  });

  test('switching « Autoriser les commentaires » off removes the questions within 2 s and refuses a post', async ({
    page,
  }) => {
    const { title } = readStoredPost(ARTICLE);
    await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `Modifier l’article « ${title} »` }).click();
    // The editor's chunk is the back office's heaviest: on a busy machine it takes its time.
    await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible({ timeout: 30_000 });
    const allow = page.getByRole('switch', { name: 'Autoriser les commentaires' });
    await expect(allow).toBeChecked();
    await allow.click();
    await expect(allow).not.toBeChecked();
    await saveWith(page, 'Publier');
    await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
    await expect
      .poll(async () => {
        const html = await publicArticle();
        return html.includes('/api/questions') || html.includes(withScript.pseudonym);
      }, FRESHNESS)
      .toBe(false);

    // A reader who kept the page open, or a robot: the same form fields, posted straight to the route.
    const post = await fetch(site('/api/questions'), {
      method: 'POST',
      headers: { origin: new URL(site('/')).origin },
      body: new URLSearchParams({
        jeton: pageToken,
        site_web: '',
        article: ARTICLE,
        pseudonyme: `Tardif-${run}`,
        question: 'Une question envoyée après la fermeture des questions.',
        email: '',
      }),
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Les questions sont fermées sous cet article');
  });
});

test('a flood of posts from one address stores at most the limit, each refusal in French, never a 500', async () => {
  // A robot without the page script: no proof of work, so the stricter per-address limits apply
  // (3 an hour, decision 039; the reader above already used one). Last in the file, on another
  // article: once the limit is reached, every later post from this address is refused for it.
  const statuses: number[] = [];
  let lastRefusal = '';
  for (let index = 0; index < 12; index += 1) {
    const post = await fetch(site('/api/questions'), {
      method: 'POST',
      headers: { origin: new URL(site('/')).origin },
      body: new URLSearchParams({
        jeton: tokenIssuedAMinuteAgo('question'),
        site_web: '',
        article: FLOOD_ARTICLE,
        pseudonyme: `${FLOOD_PSEUDONYM}-${index}`,
        question: `Une question envoyée en rafale, numéro ${index}.`,
        email: '',
      }),
      redirect: 'manual',
    });
    statuses.push(post.status);
    if (post.status >= 400) lastRefusal = await post.text();
  }
  expect(statuses.every((status) => status < 500)).toBe(true);
  expect(countQuestionsByPseudonymPrefix(FLOOD_PSEUDONYM)).toBeLessThanOrEqual(3);
  expect(statuses.filter((status) => status >= 400).length).toBeGreaterThanOrEqual(9);
  expect(lastRefusal).toContain('Trop d’envois depuis votre connexion');
});
