import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bodyEditor, signInAsEditor } from '../../tests/e2e/admin-blog-helpers';

const WORDS = 5_000;
const IMAGES = 20;
const KEYS = 300;

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

// With « Aperçu en direct » open too: the preview follows each pause in typing (decision 046).
for (const previewing of [false, true])
  test(`typing in a 5,000-word article with 20 images${previewing ? ', live preview open' : ''}: p95 key press to paint`, async ({
    page,
  }) => {
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

    await page.goto('/admin/blog/new');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Banc d’essai de saisie');
    await page.getByRole('button', { name: 'Source HTML' }).click();
    await page.getByLabel('Source HTML').fill(longBody(url));
    await page.getByRole('button', { name: 'Source HTML' }).click();
    await expect(bodyEditor(page).locator('figure')).toHaveCount(IMAGES);
    if (previewing) {
      await page.getByRole('button', { name: 'Aperçu en direct' }).click();
      const preview = page.locator('iframe[title="Aperçu de l’article"]').contentFrame();
      await expect(preview.getByTestId('article-body').locator('figure')).toHaveCount(IMAGES);
    }

    // Each key press is timed from its keydown to the frame after it (rAF, then the next task).
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { typingSamples: number[] }).typingSamples = samples;
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
        },
        true,
      );
    });
    await bodyEditor(page).locator('p').nth(50).click();
    for (let index = 0; index < KEYS; index += 1) await page.keyboard.press(index % 40 === 39 ? 'Enter' : 'a');
    await page.waitForFunction(
      (count) => (window as unknown as { typingSamples: number[] }).typingSamples.length >= count,
      KEYS,
    );
    const samples = (await page.evaluate(() => (window as unknown as { typingSamples: number[] }).typingSamples)).sort(
      (a, b) => a - b,
    );
    const at = (quantile: number) =>
      (samples[Math.min(samples.length - 1, Math.floor(quantile * samples.length))] ?? NaN).toFixed(1);
    console.log(
      `${previewing ? 'live preview open: ' : ''}key press to paint over ${samples.length} keys: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
    );
  });
