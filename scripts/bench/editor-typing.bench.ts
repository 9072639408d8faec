import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, test, type Page } from '@playwright/test';
import { buildSync } from 'esbuild';
import sharp from 'sharp';
import { bodyEditor, signInAsEditor, uniqueTitle } from '../../tests/e2e/admin-blog-helpers';

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

type Probe = {
  samples: number[];
  handled: number[];
  /** Event Timing durations of the keydowns that took 16 ms or more (shorter ones are not reported). */
  slowKeys: number[];
  longTasks: { start: number; duration: number }[];
};

/**
 * Starts the probe on the page: each keydown sets a performance mark; the measure to the frame
 * after it (requestAnimationFrame, then the task after the paint) is the key's latency, and the
 * measure to the first task after the key's own events (keydown, input and the editor's work for
 * them) is its handling time, which leaves out the wait for the display's next frame. The
 * browser's own Event Timing (the measure behind Interaction to Next Paint: from the key's arrival
 * to the paint after its handlers) reports the keydowns of 16 ms or more. Long tasks (≥ 50 ms)
 * are recorded with their start.
 */
async function startProbe(page: Page) {
  await page.evaluate(() => {
    const probe: Probe = { samples: [], handled: [], slowKeys: [], longTasks: [] };
    (window as unknown as { probe: Probe }).probe = probe;
    let sequence = 0;
    document.addEventListener(
      'keydown',
      () => {
        const name = `key-${++sequence}`;
        performance.mark(name);
        setTimeout(() => probe.handled.push(performance.measure(`${name}-handled`, name).duration), 0);
        requestAnimationFrame(() =>
          setTimeout(() => probe.samples.push(performance.measure(`${name}-paint`, name).duration), 0),
        );
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: false });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') probe.slowKeys.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** Saves an article holding `body`, opens it in the editor (its own autosave slot), and starts the probe. */
async function openWith(page: Page, body: string, title: string) {
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Source HTML' }).click();
  await page.getByLabel('Source HTML').fill(body);
  await page.getByRole('button', { name: 'Source HTML' }).click();
  await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click();
  // Saving keeps the editor open on the new article's address; it is opened afresh from there.
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);
  await page.reload();
  await expect(bodyEditor(page)).toBeVisible();
  await startProbe(page);
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
  await page.waitForFunction((expected) => {
    const { probe } = window as unknown as { probe: Probe };
    return probe.samples.length >= expected && probe.handled.length >= expected;
  }, count);
  return page.evaluate(() => {
    const probe = (window as unknown as { probe: Probe }).probe;
    const taken = {
      samples: probe.samples.splice(0),
      handled: probe.handled.splice(0),
      slowKeys: probe.slowKeys.splice(0),
      longTasks: probe.longTasks.splice(0),
    };
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

/**
 * The floor of the measure itself: a plain text area in the same browser holding the long
 * article's text, typed into with the same keys, with no editor and no app around it. What the
 * editor costs is the distance to it.
 */
async function openControl(page: Page, text: string) {
  await page.setContent(
    '<!doctype html><html lang="fr"><title>Témoin</title><textarea aria-label="Témoin" rows="20" cols="80"></textarea>',
  );
  await page.getByLabel('Témoin').fill(text);
  await startProbe(page);
  await page.getByLabel('Témoin').click();
  // The caret among the text, as in the article (its 50th paragraph).
  await page.getByLabel('Témoin').evaluate((area: HTMLTextAreaElement) => {
    area.setSelectionRange(Math.floor(area.value.length / 2), Math.floor(area.value.length / 2));
  });
}

/**
 * Tiptap itself, the same version as ours, with StarterKit and the image node only (so the 20
 * images stay in the text) on an otherwise empty page: what a key costs in the editor library
 * alone, without our app, extensions or styles around it.
 */
function bareTiptapScript(): string {
  const [output] = buildSync({
    stdin: {
      contents: `import { Editor } from '@tiptap/core';
        import Image from '@tiptap/extension-image';
        import StarterKit from '@tiptap/starter-kit';
        window.bareEditor = (element, content) => new Editor({ element, extensions: [StarterKit, Image], content });`,
      resolveDir: path.join(import.meta.dirname, '..', '..'),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
  }).outputFiles;
  return output!.text;
}

async function openBare(page: Page, html: string) {
  await page.setContent(
    '<!doctype html><html lang="fr"><title>Tiptap seul</title><div id="editor" style="max-width:60rem"></div>',
  );
  await page.addScriptTag({ content: bareTiptapScript() });
  await page.evaluate((content) => {
    (window as unknown as { bareEditor: (element: Element, content: string) => void }).bareEditor(
      document.getElementById('editor')!,
      content,
    );
  }, html);
  await startProbe(page);
  await page.locator('.ProseMirror p').nth(50).click();
}

/**
 * With BENCH_PROFILE=<folder>: one more round on each page, not counted, recorded with the V8
 * sampling profiler (<arm>.cpuprofile, for the browser's DevTools) and a Chromium trace
 * (<arm>.trace.json); prints the main thread's time per trace event and the functions with the
 * most self time, per key.
 */
async function profileRound(browser: Browser, page: Page, arm: string, folder: string) {
  await page.bringToFront();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const tracePath = path.join(folder, `${arm}.trace.json`);
  await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'blink.user_timing'] });
  await cdp.send('Profiler.start');
  await typeKeys(page, KEYS_PER_ROUND);
  await collect(page, KEYS_PER_ROUND);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string; dur?: number; tid: number; pid: number; args?: { name?: string } }[];
  };
  writeFileSync(path.join(folder, `${arm}.cpuprofile`), JSON.stringify(profile));
  const mainThreads = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byEvent = new Map<string, number>();
  for (const event of trace.traceEvents)
    if (event.ph === 'X' && event.dur && mainThreads.has(`${event.pid}:${event.tid}`))
      byEvent.set(event.name, (byEvent.get(event.name) ?? 0) + event.dur / 1000);
  const self = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples?.forEach((id, index) => {
    const { functionName, url, lineNumber, columnNumber } = nodes.get(id)!.callFrame;
    const where = `${functionName || '(anonymous)'} ${url.split('/').at(-1) ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, total]) => `  ${(total / KEYS_PER_ROUND).toFixed(2)} ms/key  ${name}`)
      .join('\n');
  console.log(
    `profile ${arm}: main-thread trace events (nested ones counted in their parents too)\n${top(byEvent, 18)}`,
  );
  console.log(`profile ${arm}: self time\n${top(self, 25)}`);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
/** The p95 of the keys' Event Timing durations, the unreported ones (under 16 ms) counted as 0. */
const eventP95 = (probe: Probe, keys: number) =>
  quantile([...probe.slowKeys, ...Array.from({ length: Math.max(0, keys - probe.slowKeys.length) }, () => 0)], 0.95);
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

  const control = await context.newPage();
  await openControl(control, await bodyEditor(long).innerText());
  const bare = await context.newPage();
  await openBare(bare, longBody(new URL(url, long.url()).href));

  const rows: Record<
    | 'long'
    | 'short'
    | 'control'
    | 'bare'
    | 'longEvent'
    | 'shortEvent'
    | 'controlEvent'
    | 'bareEvent'
    | 'longWorst'
    | 'longHandled'
    | 'shortHandled'
    | 'controlHandled'
    | 'longAfterSave'
    | 'longTasks',
    number[]
  > = {
    long: [],
    short: [],
    control: [],
    bare: [],
    longEvent: [],
    shortEvent: [],
    controlEvent: [],
    bareEvent: [],
    longWorst: [],
    longHandled: [],
    shortHandled: [],
    controlHandled: [],
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
    await control.bringToFront();
    await typeKeys(control, KEYS_PER_ROUND);
    const onControl = await collect(control, KEYS_PER_ROUND);
    await bare.bringToFront();
    await typeKeys(bare, KEYS_PER_ROUND);
    const onBare = await collect(bare, KEYS_PER_ROUND);
    rows.long.push(quantile(onLong.typing.samples, 0.95));
    rows.short.push(quantile(onShort.typing.samples, 0.95));
    rows.control.push(quantile(onControl.samples, 0.95));
    rows.bare.push(quantile(onBare.samples, 0.95));
    rows.longEvent.push(eventP95(onLong.typing, KEYS_PER_ROUND));
    rows.shortEvent.push(eventP95(onShort.typing, KEYS_PER_ROUND));
    rows.controlEvent.push(eventP95(onControl, KEYS_PER_ROUND));
    rows.bareEvent.push(eventP95(onBare, KEYS_PER_ROUND));
    rows.longWorst.push(Math.max(...onLong.typing.samples));
    rows.longHandled.push(quantile(onLong.typing.handled, 0.95));
    rows.shortHandled.push(quantile(onShort.typing.handled, 0.95));
    rows.controlHandled.push(quantile(onControl.handled, 0.95));
    rows.longAfterSave.push(Math.max(...onLong.afterAutosave.samples));
    rows.longTasks.push(
      Math.max(0, ...[...onLong.typing.longTasks, ...onLong.afterAutosave.longTasks].map((task) => task.duration)),
    );
    console.log(
      `round ${index + 1} (load ${load.at(-1)}): p95 to paint long ${ms(rows.long.at(-1)!)}, ` +
        `short ${ms(rows.short.at(-1)!)}, plain text area ${ms(rows.control.at(-1)!)}, bare Tiptap ${ms(rows.bare.at(-1)!)}; p95 Event Timing long ` +
        `${ms(rows.longEvent.at(-1)!)}, short ${ms(rows.shortEvent.at(-1)!)}, plain ${ms(rows.controlEvent.at(-1)!)}, bare ${ms(rows.bareEvent.at(-1)!)}; p95 handled long ` +
        `${ms(rows.longHandled.at(-1)!)}, short ${ms(rows.shortHandled.at(-1)!)}, plain ${ms(rows.controlHandled.at(-1)!)}; ` +
        `long p50 ${ms(quantile(onLong.typing.samples, 0.5))}, slowest ${ms(rows.longWorst.at(-1)!)}; ` +
        `worst key after the autosave left ${ms(rows.longAfterSave.at(-1)!)}; longest task ${ms(rows.longTasks.at(-1)!)}`,
    );
  }
  console.log(
    `median of ${ROUNDS} rounds of ${KEYS_PER_ROUND} keys: p95 key press to paint ${ms(median(rows.long))} ` +
      `(5,000 words, 20 images) against ${ms(median(rows.short))} (one paragraph) and ${ms(median(rows.control))} ` +
      `(a plain text area, the floor of the measure), bare Tiptap ${ms(median(rows.bare))}; p95 Event Timing (0 when under 16 ms) ` +
      `${ms(median(rows.longEvent))}, ${ms(median(rows.shortEvent))}, ${ms(median(rows.controlEvent))} and bare Tiptap ${ms(median(rows.bareEvent))}; ` +
      `slowest key in the long article ${ms(Math.max(...rows.longWorst))}; p95 handling ${ms(median(rows.longHandled))}, ` +
      `${ms(median(rows.shortHandled))} and ${ms(median(rows.controlHandled))}; worst key typed as the ` +
      `autosave left ${ms(median(rows.longAfterSave))}; longest task ${ms(median(rows.longTasks))}; ` +
      `1-minute load average ${load.join(', ')} on ${(await import('node:os')).cpus().length} cores`,
  );
  const profiles = process.env.BENCH_PROFILE;
  if (profiles)
    for (const [arm, page] of Object.entries({ long, short, control, bare }))
      await profileRound(browser, page, arm, profiles);
  await context.close();
});
