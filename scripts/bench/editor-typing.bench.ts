import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bodyEditor, openEditor, signInAsEditor, uniqueTitle } from '../../tests/e2e/admin-blog-helpers';

/**
 * Typing in the visual editor (decision 047): p95 time from key press to the next painted frame
 * in a 5,000-word article with 20 images, beside the same editor holding one short paragraph, in
 * interleaved rounds so both see the same machine load; and whether the autosave that follows a
 * pause delays the keys typed right after it. A measurement, not a test: it prints its figures.
 */

const WORDS = 5_000;
const IMAGES = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const KEYS_PER_ROUND = Number(process.env.BENCH_KEYS || 120);
/** Keys typed as soon as an autosave request leaves, in each round. */
const KEYS_AFTER_AUTOSAVE = 10;

/** A long article: 5,000 words in paragraphs under sections, with 20 figures spread through it. */
function longBody(imageUrl: string): string {
  const sentence = 'Le médecin explique calmement chaque étape de l’examen à la patiente avant de commencer.';
  const perParagraph = 50;
  const paragraphs = WORDS / perParagraph;
  const words = sentence.split(' ');
  const blocks: string[] = [];
  for (let index = 0; index < paragraphs; index += 1) {
    if (index % 10 === 0) blocks.push(`<h2>Section ${index / 10 + 1}</h2>`);
    blocks.push(`<p>${Array.from({ length: perParagraph }, (_, word) => words[word % words.length]).join(' ')}</p>`);
    if (index % (paragraphs / IMAGES) === 0)
      blocks.push(`<figure><img src="${imageUrl}" alt="Image ${index}" width="1200" height="800"></figure>`);
  }
  return blocks.join('');
}

type Probe = { samples: number[]; longTasks: { start: number; duration: number }[] };

/**
 * Saves an article holding `body`, opens it in the editor (its own autosave slot), and starts
 * the probe: each keydown sets a performance mark,
 * and the measure to the frame after it (requestAnimationFrame, then the task after the paint)
 * is the key's latency. Long tasks (≥ 50 ms) are recorded with their start.
 */
async function openWith(page: Page, body: string, title: string) {
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Source HTML' }).click();
  await page.getByLabel('Source HTML').fill(body);
  await page.getByRole('button', { name: 'Source HTML' }).click();
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await openEditor(page, title);
  await page.evaluate(() => {
    const probe: Probe = { samples: [], longTasks: [] };
    (window as unknown as { probe: Probe }).probe = probe;
    let sequence = 0;
    document.addEventListener(
      'keydown',
      () => {
        const name = `key-${++sequence}`;
        performance.mark(name);
        requestAnimationFrame(() =>
          setTimeout(() => probe.samples.push(performance.measure(`${name}-paint`, name).duration), 0),
        );
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
  });
  await bodyEditor(page)
    .locator('p')
    .nth(Math.min(50, (await bodyEditor(page).locator('p').count()) - 1))
    .click();
}

async function typeKeys(page: Page, count: number) {
  for (let index = 0; index < count; index += 1) await page.keyboard.press(index % 40 === 39 ? 'Enter' : 'a');
}

/** Takes the samples gathered since the last call, once every key pressed has been measured. */
async function collect(page: Page, count: number): Promise<Probe> {
  await page.waitForFunction(
    (expected) => (window as unknown as { probe: Probe }).probe.samples.length >= expected,
    count,
  );
  return page.evaluate(() => {
    const probe = (window as unknown as { probe: Probe }).probe;
    const taken = { samples: probe.samples.splice(0), longTasks: probe.longTasks.splice(0) };
    performance.clearMarks();
    performance.clearMeasures();
    return taken;
  });
}

/** One round on a page: keys typed in a row, then the pause that lets the autosave leave, then keys at once. */
async function round(page: Page) {
  await typeKeys(page, KEYS_PER_ROUND);
  const typing = await collect(page, KEYS_PER_ROUND);
  await page.waitForRequest((request) => request.url().includes('/api/admin/autosaves') && request.method() === 'POST');
  await typeKeys(page, KEYS_AFTER_AUTOSAVE);
  const afterAutosave = await collect(page, KEYS_AFTER_AUTOSAVE);
  return { typing, afterAutosave };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;

test('typing in a 5,000-word article with 20 images: p95 key press to paint', async ({ browser }) => {
  test.setTimeout(900_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsEditor(page);
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/admin/uploads', {
    data: photo,
    headers: { 'content-type': 'image/jpeg', 'x-file-name': 'bench.jpg', origin: new URL(page.url()).origin },
  });
  const { url } = (await upload.json()) as { url: string };

  const long = page;
  await openWith(long, longBody(url), uniqueTitle('Saisie article long').title);
  await expect(bodyEditor(long).locator('figure')).toHaveCount(IMAGES);
  const short = await context.newPage();
  await openWith(short, '<p>Un court paragraphe.</p>', uniqueTitle('Saisie article court').title);

  const rows: { long: number[]; short: number[]; longAfterSave: number[]; longTasks: number[] } = {
    long: [],
    short: [],
    longAfterSave: [],
    longTasks: [],
  };
  const load: string[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    load.push((await import('node:os')).loadavg()[0]!.toFixed(1));
    // Interleaved: the long and the short article take turns, so both see the same load.
    await long.bringToFront();
    const onLong = await round(long);
    await short.bringToFront();
    const onShort = await round(short);
    rows.long.push(quantile(onLong.typing.samples, 0.95));
    rows.short.push(quantile(onShort.typing.samples, 0.95));
    rows.longAfterSave.push(Math.max(...onLong.afterAutosave.samples));
    rows.longTasks.push(
      Math.max(0, ...[...onLong.typing.longTasks, ...onLong.afterAutosave.longTasks].map((task) => task.duration)),
    );
    console.log(
      `round ${index + 1} (load ${load.at(-1)}): p95 long ${ms(rows.long.at(-1)!)}, short ${ms(rows.short.at(-1)!)}; ` +
        `long p50 ${ms(quantile(onLong.typing.samples, 0.5))}; ` +
        `worst key after the autosave left ${ms(rows.longAfterSave.at(-1)!)}; longest task ${ms(rows.longTasks.at(-1)!)}`,
    );
  }
  console.log(
    `median of ${ROUNDS} rounds of ${KEYS_PER_ROUND} keys: p95 key press to paint ${ms(median(rows.long))} ` +
      `(5,000 words, 20 images) against ${ms(median(rows.short))} (one paragraph); worst key typed as the ` +
      `autosave left ${ms(median(rows.longAfterSave))}; longest task ${ms(median(rows.longTasks))}; ` +
      `1-minute load average ${load.join(', ')} on ${(await import('node:os')).cpus().length} cores`,
  );
  await context.close();
});
