import type { Browser, Page } from '@playwright/test';
import { csvCell } from '../../src/lib/statistics/csv';
import { signInAsEditor } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { openE2eDatabase, readStoredPosts, storedFigures } from './support/e2e-database';
import { isPubliclyVisible } from '../../src/lib/blog/visibility';
import { expect, test, withAddressPopupDismissed } from './support/page-errors';

// An ordinary phone browser: the default headless name is on the robots list and never counted.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const READER_ADDRESS = '198.51.100.45';

function storedRowsMention(text: string): boolean {
  const database = openE2eDatabase();
  try {
    return ['statistics_daily', 'statistics_searches', 'statistics_salts', 'statistics_seen'].some((table) =>
      JSON.stringify(database.prepare(`SELECT * FROM ${table}`).all()).includes(text),
    );
  } finally {
    database.close();
  }
}

async function reader(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    userAgent: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': READER_ADDRESS },
  });
  // The chat link leaves the site: answered here, never sent to the network.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }),
  );
  const page = await context.newPage();
  await withAddressPopupDismissed(page);
  return page;
}

const beaconAnswered = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/views'));

test('a read article and its chat link show on « Statistiques »; staff are not counted; no cookie and no address is kept', async ({
  page,
  browser,
}) => {
  // A reader, then a staff sign-in (a deliberately slow password hash), then the statistics page.
  test.setTimeout(120_000);
  const post = readStoredPosts().find((candidate) => isPubliclyVisible(candidate, new Date()))!;
  const articlePage = `/blog/${post.slug}`;
  const before = storedFigures(articlePage);

  const patient = await reader(browser);
  const viewed = beaconAnswered(patient);
  const response = await patient.goto(articlePage, { referer: 'https://www.google.co.ma/search?q=consultation' });
  expect(response?.headers()['set-cookie'] ?? '', 'the article page sets no cookie').toBe('');
  expect((await viewed).headers()['set-cookie'] ?? '', 'counting sets no cookie').toBe('');
  const clicked = beaconAnswered(patient);
  await patient.getByRole('link', { name: 'Prendre rendez-vous au cabinet' }).click();
  await clicked;
  // The same reader again the same day: still one view.
  const again = beaconAnswered(patient);
  await patient.goto(articlePage);
  await again;
  expect(await patient.context().cookies(), 'no cookie at all for the reader').toEqual([]);
  await patient.context().close();

  await signInAsEditor(page);
  const staffView = beaconAnswered(page);
  await page.goto(articlePage);
  await staffView;

  await page.goto('/admin/statistiques?periode=7j');
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
  expect(storedFigures(articlePage)).toEqual({
    views: before.views + 1,
    chats: before.chats + 1,
    viewsCount: before.viewsCount + 1,
  });
  const articles = page.getByRole('table', { name: 'Articles les plus lus' });
  await expect(
    articles.getByRole('row', {
      name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Actions par canal' }).getByRole('row', { name: /Lien de messagerie/ }),
  ).toBeVisible();
  // The page where the action happened, by its title.
  await expect(
    page.getByRole('table', { name: 'Actions par page' }).getByRole('link', { name: post.title, exact: true }),
  ).toHaveAttribute('href', articlePage);
  await expect(
    page
      .getByRole('table', { name: 'Provenance des lecteurs' })
      .getByRole('row', { name: /Moteur de recherche \(google\.co\.ma\)/ }),
  ).toBeVisible();
  expect(storedRowsMention(READER_ADDRESS), 'no stored row holds the reader’s address').toBe(false);
  expect(storedRowsMention('search?q='), 'no stored row holds the referrer’s address').toBe(false);
  expect(await allViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const csv = await (await download).createReadStream();
  const text = await new Promise<string>((resolve) => {
    let content = '';
    csv.on('data', (chunk) => (content += chunk));
    csv.on('end', () => resolve(content));
  });
  // Each page by its name first, as on the screen, then its address.
  expect(text).toContain(`;${csvCell(post.title)};${articlePage};Visites;Moteur de recherche;google.co.ma;`);
});

test('on a phone, « Statistiques » reads without zooming: no title broken inside a word, nothing wider than the screen, dates under a chart in text size', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Another article than the test above, whose figures that one compares.
  const post = readStoredPosts()
    .filter((candidate) => isPubliclyVisible(candidate, new Date()))
    .at(-1)!;
  const patient = await reader(browser);
  const viewed = beaconAnswered(patient);
  await patient.goto(`/blog/${post.slug}`);
  await viewed;
  await patient.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsEditor(page, '/admin/statistiques?periode=7j');
  const title = page.getByRole('table', { name: 'Articles les plus lus' }).getByRole('link', { name: post.title });
  await expect(title).toBeVisible();
  const wordsBroken = await title.evaluate((link) => {
    const node = link.firstChild!;
    const broken: string[] = [];
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(word[0]);
    }
    return broken;
  });
  expect(wordsBroken, 'words of the title split over two lines').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const chart = page.getByRole('figure', { name: 'Visites' });
  await expect(chart.getByText(/^maximum \d+/)).toBeVisible();
  const dates = await chart.locator('div[aria-hidden] > span').evaluateAll((labels) =>
    labels.map((label) => {
      const box = label.getBoundingClientRect();
      const frame = label.closest('figure')!.getBoundingClientRect();
      return {
        text: label.textContent,
        size: Number.parseFloat(getComputedStyle(label).fontSize),
        inside: box.left >= frame.left && box.right <= frame.right,
      };
    }),
  );
  expect(dates.map((date) => date.text)).toHaveLength(3);
  for (const date of dates) expect(date, 'a date under the chart').toMatchObject({ size: 12, inside: true });
  expect(await allViolations(page)).toEqual([]);
});

/** A past month's figures, as the counting would have left them, straight in the monthly rows. */
function storeMonthFigures(month: string, rows: [page: string, metric: string, count: number][]): void {
  const database = openE2eDatabase();
  try {
    const insert = database.prepare(
      "INSERT OR REPLACE INTO statistics_monthly (month, page, metric, source, domain, count) VALUES (?, ?, ?, '', '', ?)",
    );
    for (const [page, metric, count] of rows) insert.run(month, page, metric, count);
  } finally {
    database.close();
  }
}

test('« Statistiques » opens on one sentence for this month; a month is chosen by name, the blog and the whole site apart, requests and WhatsApp clicks apart', async ({
  page,
}) => {
  const article = `/blog/${readStoredPosts().find((candidate) => isPubliclyVisible(candidate, new Date()))!.slug}`;
  // A month no other test counts in: its figures are exactly these.
  storeMonthFigures('2024-04', [
    [article, 'view', 12],
    ['/blog', 'view', 5],
    ['/', 'view', 30],
    [article, 'request', 1],
    ['/rendez-vous', 'request', 2],
    ['/services/echographie', 'chat', 4],
    [article, 'phone', 3],
  ]);
  await signInAsEditor(page, '/admin/statistiques');
  const thisMonth = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'Africa/Casablanca' }).format(
    new Date(),
  );
  await expect(page.getByText(new RegExp(`^En ${thisMonth}\u00a0: \\d+\u00a0lectures? d’articles?, `))).toBeVisible();

  await page.getByLabel('Mois').selectOption({ label: 'avril 2024' });
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(
    page.getByText(
      'En avril 2024\u00a0: 12\u00a0lectures d’articles, 1\u00a0demande de rendez-vous et 0\u00a0clic WhatsApp venus du blog.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/mois=2024-04/);
  const month = page.getByRole('table', { name: 'En avril 2024\u00a0: le blog et tout le site' });
  await expect(month.getByRole('row', { name: 'Lectures 12 47' })).toBeVisible();
  await expect(month.getByRole('row', { name: 'Demandes de rendez-vous envoyées 1 3' })).toBeVisible();
  await expect(month.getByRole('row', { name: 'Clics WhatsApp 0 4' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Détails d’avril 2024' })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('the privacy page says what is counted, and that nothing kept identifies a reader', async ({ page }) => {
  await page.goto('/politique-de-confidentialite');
  const counting = page.getByRole('listitem').filter({ hasText: 'Mesure d’audience, sans cookie.' });
  for (const said of [
    'les pages lues',
    'la catégorie et le nom du site seulement, jamais l’adresse de la page',
    'demande de rendez-vous',
    'au moins trois lecteurs',
    'ni l’adresse ni le nom du navigateur ne sont conservés',
    'effacées au bout de deux jours',
    'ne permettent de reconnaître personne',
  ])
    await expect(counting).toContainText(said);
  await expect(page.getByRole('main')).not.toContainText('ni mesure d’audience');
});
