import { expect, test, type Browser } from '@playwright/test';

/**
 * Issue 2 asks for about 120 kB of compressed script on a cold article load. The framework and
 * the site layout load the same scripts on every public page, so this test holds the article's
 * own share (carousel, error boundary, small helpers) to a budget against /blog, and records the
 * absolute figure for the report.
 */
const ARTICLE_EXTRA_BUDGET_BYTES = 12 * 1024;
/**
 * Decision records 019 and 025 (issue 10, lighter pages): budgets just above today's figures with
 * the demo content (article 60 kB of HTML, /blog 43.6 kB, 132 kB of compressed script on a cold
 * article load, brotli since decision 025), so a page that grows back (inline icons, repeated
 * class lists, markup sent again in the React payload, scripts sent with gzip again) fails here
 * instead of in the next measurement.
 */
const ARTICLE_HTML_BUDGET_BYTES = 62 * 1024;
const BLOG_HTML_BUDGET_BYTES = 46 * 1024;
const ARTICLE_COLD_SCRIPT_BUDGET_BYTES = 134 * 1024;

async function coldScriptBytes(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scriptRequests = new Set<string>();
  const transferred = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
  await page.goto(path, { waitUntil: 'networkidle' });
  const bytes = [...scriptRequests].reduce((sum, id) => sum + (transferred.get(id) ?? 0), 0);
  await context.close();
  return { scripts: scriptRequests.size, bytes };
}

test('the article page adds little script to the site-wide bundle on a cold load', async ({ browser }) => {
  const list = await coldScriptBytes(browser, '/blog');
  const article = await coldScriptBytes(browser, '/blog/frigidite-et-femme-marocaine');
  const summary =
    `article: ${article.scripts} scripts, ${(article.bytes / 1024).toFixed(1)} kB compressed; ` +
    `/blog: ${(list.bytes / 1024).toFixed(1)} kB`;
  test.info().annotations.push({ type: 'first-load JS', description: summary });
  console.log(`first-load JS, ${summary}`);
  expect(article.scripts).toBeGreaterThan(0);
  expect(article.bytes - list.bytes).toBeLessThanOrEqual(ARTICLE_EXTRA_BUDGET_BYTES);
});

test('the article page stays within its HTML budget with the demo content', async ({ request }) => {
  const html = await (await request.get('/blog/communication-couple')).body();
  test.info().annotations.push({ type: 'article HTML', description: `${(html.length / 1024).toFixed(1)} kB` });
  expect(html.length).toBeLessThanOrEqual(ARTICLE_HTML_BUDGET_BYTES);
});

test('the blog list stays within its HTML budget with the demo content', async ({ request }) => {
  const html = await (await request.get('/blog')).body();
  test.info().annotations.push({ type: 'blog HTML', description: `${(html.length / 1024).toFixed(1)} kB` });
  expect(html.length).toBeLessThanOrEqual(BLOG_HTML_BUDGET_BYTES);
});

test('a cold article load stays within its compressed script budget', async ({ browser }) => {
  const article = await coldScriptBytes(browser, '/blog/communication-couple');
  test.info().annotations.push({ type: 'article JS', description: `${(article.bytes / 1024).toFixed(1)} kB compressed` });
  expect(article.bytes).toBeLessThanOrEqual(ARTICLE_COLD_SCRIPT_BUDGET_BYTES);
});

/** The React payload Next inlines for hydration (the self.__next_f.push scripts), decoded. */
function flightPayload(html: string) {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map((match) => JSON.parse(match[1] ?? '""') as string).join('');
}

test('the recommended cards and the practice travel in the React payload as data, not markup', async ({ request }) => {
  const html = await (await request.get('/blog/communication-couple')).text();
  const payload = flightPayload(html);
  expect(payload.length).toBeGreaterThan(1000);
  // Decision 019: the cards are rendered by the carousel from their data, once, into the HTML.
  expect(html.match(/class="card-shell/g)).toHaveLength(6);
  expect(payload).not.toContain('card-shell');
  expect(payload).toContain('"slug":"echographie-clinique"');
  // Client components receive the four practice facts they read, not the whole practice view.
  expect(payload).toContain('"addressLine"');
  expect(payload).not.toContain('"announcedPeriods"');
  expect(payload).not.toContain('"paymentMethods"');
});
