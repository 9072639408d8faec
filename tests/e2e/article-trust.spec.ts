import { randomUUID } from 'node:crypto';
import { openE2eDatabase } from './support/e2e-database';
import { allViolations } from './support/axe';
import { expect, test } from './support/page-errors';
import { publicSlugsInDatabase } from './showcase-helpers';

/** A date as a visitor in Casablanca reads it ('12 novembre 2026'). */
const frenchDate = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Casablanca',
  }).format(new Date(iso));

type StoredTrust = { reviewed_at: string | null; content_updated_at: string | null; author_slug: string | null };

function storedTrust(slug: string): StoredTrust {
  const database = openE2eDatabase();
  try {
    return database
      .prepare(
        `SELECT p.reviewed_at, p.content_updated_at, a.slug AS author_slug
         FROM blog_posts p LEFT JOIN authors a ON a.id = p.author_id WHERE p.slug = ?`,
      )
      .get(slug) as StoredTrust;
  } finally {
    database.close();
  }
}

function slugsByAuthor(authorSlug: string): string[] {
  const database = openE2eDatabase();
  try {
    const rows = database
      .prepare('SELECT p.slug FROM blog_posts p JOIN authors a ON a.id = p.author_id WHERE a.slug = ?')
      .all(authorSlug) as Array<{ slug: string }>;
    return rows.map((row) => row.slug);
  } finally {
    database.close();
  }
}

async function jsonLdNodes(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => [JSON.parse(block)].flat()) as Array<Record<string, any>>;
}

test.describe('an article a reader can trust', () => {
  test('shows who reviewed it and when, when it was updated, and links its author’s page', async ({ page }) => {
    const stored = storedTrust('ist-depistage-et-prevention');
    await page.goto('/blog/ist-depistage-et-prevention');
    const header = page.locator('article header');
    await expect(header.getByText(`Relu par Dr Nadia Démo le ${frenchDate(stored.reviewed_at!)}`)).toBeVisible();
    await expect(header.getByText(`Mis à jour le ${frenchDate(stored.content_updated_at!)}`)).toBeVisible();
    await header.getByRole('link', { name: 'Dr Karim Exemple' }).click();
    await expect(page).toHaveURL(/\/auteurs\/karim-exemple$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dr Karim Exemple' })).toBeVisible();
  });

  test('says nothing of a review or an update the article never had', async ({ page }) => {
    await page.goto('/blog/sommeil-et-sexualite');
    await expect(page.locator('article header')).toBeVisible();
    await expect(page.getByText(/^Relu par/)).toHaveCount(0);
    await expect(page.getByText(/^Mis à jour le/)).toHaveCount(0);
  });

  test('lists its sources at the end, each opening the source in a new tab', async ({ page }) => {
    await page.goto('/blog/ist-depistage-et-prevention');
    const sources = page.getByRole('region', { name: 'Sources' });
    const links = sources.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveText('Infections sexuellement transmissibles : principaux repères');
    await expect(links.first()).toHaveAttribute(
      'href',
      'https://www.who.int/fr/news-room/fact-sheets/detail/sexually-transmitted-infections-(stis)',
    );
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(sources.getByRole('listitem').first()).toContainText('Organisation mondiale de la Santé');

    await page.goto('/blog/communication-couple');
    await expect(page.locator('article header')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sources' })).toHaveCount(0);
  });

  test('ends with the notice: not a consultation, a booking link and the emergency numbers', async ({ page }) => {
    for (const slug of ['communication-couple', 'ist-depistage-et-prevention']) {
      await page.goto(`/blog/${slug}`);
      const notice = page.getByRole('region', { name: 'Cet article ne remplace pas une consultation' });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'Prendre rendez-vous au cabinet' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
      for (const number of ['141', '19', '15', '112']) {
        await expect(notice.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', `tel:${number}`);
      }
      // After the body: nothing of the article comes below it.
      const afterBody = await notice.evaluate(
        (element) =>
          (element.compareDocumentPosition(document.querySelector('[data-testid="article-body"]')!) &
            Node.DOCUMENT_POSITION_PRECEDING) !==
          0,
      );
      expect(afterBody).toBe(true);
    }
  });

  test('describes a MedicalWebPage reviewed by a physician, and its author as a Person with a page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/blog/ist-depistage-et-prevention');
    const nodes = await jsonLdNodes(page);
    const posting = nodes.find((node) => node['@type'] === 'BlogPosting')!;
    const medical = nodes.find((node) => node['@type'] === 'MedicalWebPage')!;
    expect(posting.author).toMatchObject({
      '@type': 'Person',
      name: 'Dr Karim Exemple',
      url: new URL('/auteurs/karim-exemple', baseURL).toString(),
    });
    expect(posting.citation).toHaveLength(2);
    expect(medical.lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(medical.reviewedBy).toMatchObject({ '@type': 'Person', name: 'Dr Nadia Démo' });
  });

  test('has no accessibility violation of any impact', async ({ page }) => {
    await page.goto('/blog/ist-depistage-et-prevention');
    expect(await allViolations(page)).toEqual([]);
  });
});

test.describe('author pages', () => {
  test('show the credentials and exactly the author’s public articles', async ({ page }) => {
    await page.goto('/auteurs/karim-exemple');
    await expect(page.getByRole('heading', { level: 1, name: 'Dr Karim Exemple' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo de Dr Karim Exemple' })).toBeVisible();
    await expect(page.getByText('Diplôme d’échographie clinique (exemple)')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Sexologie médicale$/ })).toBeVisible();
    const publicSlugs = new Set(publicSlugsInDatabase());
    const all = slugsByAuthor('karim-exemple');
    const expected = all.filter((slug) => publicSlugs.has(slug)).sort();
    expect(all.length).toBeGreaterThan(expected.length);
    const section = page.getByRole('region', { name: 'Ses articles' });
    const hrefs = await section
      .locator('a[href^="/blog/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Category badges link to topic pages (decision 048): only /blog/{slug} is an article.
    const articles = hrefs.filter((href) => /^\/blog\/[^/]+$/.test(href!));
    expect([...new Set(articles.map((href) => href!.replace('/blog/', '')))].sort()).toEqual(expected);
  });

  test('describe the author as a Person and IndividualPhysician, and are in the sitemap', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/auteurs/nadia-demo');
    const profile = (await jsonLdNodes(page)).find((node) => node['@type'] === 'ProfilePage')!;
    expect(profile.mainEntity).toMatchObject({
      '@type': ['Person', 'IndividualPhysician'],
      name: 'Dr Nadia Démo',
      identifier: 'DEMO-0002',
    });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const slug of ['karim-exemple', 'nadia-demo'])
      expect(sitemap).toContain(`<loc>${new URL(`/auteurs/${slug}`, baseURL)}</loc>`);
  });

  test('answer 404 for an author without a public article, and for an unknown one', async ({ request }) => {
    const database = openE2eDatabase();
    const slug = `sans-article-${Date.now().toString(36)}`;
    try {
      database.prepare('INSERT INTO authors (id, name, slug) VALUES (?, ?, ?)').run(randomUUID(), 'Sans Article', slug);
    } finally {
      database.close();
    }
    expect((await request.get(`/auteurs/${slug}`)).status()).toBe(404);
    expect((await request.get('/auteurs/personne-inconnue')).status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/auteurs/${slug}<`);
  });

  test('have no accessibility violation of any impact', async ({ page }) => {
    await page.goto('/auteurs/karim-exemple');
    expect(await allViolations(page)).toEqual([]);
  });
});
