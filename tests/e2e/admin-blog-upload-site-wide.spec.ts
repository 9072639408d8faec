import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { toast } from './admin-auth-helpers';
import { signInAsEditor, writeBody } from './admin-blog-helpers';
import { expect, test } from './support/page-errors';

/** The featured image upload when the disk refuses it: every upload of the server fails meanwhile. */
test('a failed upload stores nothing, keeps the article being written and says so in French', async ({ page }) => {
  await signInAsEditor(page, '/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill('Illustration du test');
  // The e2e server keeps uploads in DATA_DIR/uploads: a plain file in its place makes every
  // write of the real local storage fail, as a full or read-only disk would.
  const uploads = path.join(process.env.E2E_DATA_DIR!, 'uploads');
  const moved = `${uploads}-away`;
  mkdirSync(uploads, { recursive: true });
  const filesBefore = readdirSync(uploads).sort();
  renameSync(uploads, moved);
  writeFileSync(uploads, '');
  try {
    await page.getByLabel(/Choisir ou déposer une image/).setInputFiles({
      name: 'schema.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f7a8c' } })
        .png()
        .toBuffer(),
    });
    await expect(toast(page, "Impossible d'uploader l'image").last()).toBeVisible();
  } finally {
    rmSync(uploads);
    renameSync(moved, uploads);
  }
  expect(readdirSync(uploads).sort()).toEqual(filesBefore);
  await expect(page.getByText('Choisir ou déposer une image')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue('Illustration du test');
  await writeBody(page, 'Un paragraphe écrit malgré l’échec de l’upload.');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Article créé').last()).toBeVisible();
});
