import sharp from 'sharp';
import { toast, toastsClosed } from './admin-auth-helpers';
import { bodyEditor, signInAsEditor, uniqueTitle, writeBody } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { expect, test } from './support/page-errors';

/** A photo as a camera makes it, wider than every web size. */
function photo() {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2f6f5e' } })
    .jpeg()
    .toBuffer();
}

test('an upload gets its web sizes, is picked from the médiathèque as featured image, shown with srcset, and cannot be deleted while used', async ({
  page,
}) => {
  // One journey through four pages, with an axe run and a toast to let fade: more than a minute on a busy machine.
  test.setTimeout(180_000);
  await page.clock.install();
  await signInAsEditor(page);
  const name = `${uniqueTitle('salle').slug}.jpg`;
  const uploaded = await page.request.post('/api/admin/uploads', {
    data: await photo(),
    headers: { 'content-type': 'image/jpeg', 'x-file-name': name },
  });
  expect(uploaded.status()).toBe(201);

  // The médiathèque lists it with its sizes; its alternative text is edited there.
  await page.goto('/admin/medias');
  await expect(page.getByRole('heading', { name: 'Médiathèque' })).toBeVisible();
  await page.getByLabel('Rechercher par nom ou texte alternatif').fill(name);
  const item = page.getByTestId('media-item').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('media-sizes')).toHaveText('Tailles\u00a0: 480, 800, 1200, 1600\u00a0px');
  await expect(item).toContainText('1600\u00a0×\u00a01067\u00a0px');
  await expect(item).toContainText('Aucun article');
  await item.getByLabel('Texte alternatif').fill('La salle d’attente du cabinet');
  await item.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Texte alternatif enregistré')).toBeVisible();
  await toastsClosed(page);
  expect(await allViolations(page)).toEqual([]);

  // A new article takes it from the médiathèque as featured image, with its alternative text.
  const { title, slug } = uniqueTitle('Photo choisie');
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await writeBody(page, '## Une section\n\nUn paragraphe illustré.');
  await page
    .getByRole('group', { name: 'Image à la une' })
    .getByRole('button', { name: 'Choisir dans la médiathèque' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choisir dans la médiathèque' });
  await picker.getByLabel('Rechercher par nom ou texte alternatif').fill(name);
  await picker.getByRole('button', { name: new RegExp(name) }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel('Texte alternatif')).toHaveValue('La salle d’attente du cabinet');

  // The body takes it too, from the editor's toolbar, with the keyboard only: its recorded
  // alternative text comes with it, and the caption is asked for.
  await bodyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page
    .getByRole('toolbar', { name: 'Mise en forme du contenu' })
    .getByRole('button', { name: 'Choisir dans la médiathèque' })
    .focus();
  await page.keyboard.press('Enter');
  await expect(picker.getByLabel('Rechercher par nom ou texte alternatif')).toBeFocused();
  await page.keyboard.type(name);
  await expect(picker.getByRole('button', { name: new RegExp(name) })).toHaveCount(1);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const imageText = page.getByRole('dialog', { name: 'Image' });
  await expect(imageText.getByLabel('Texte alternatif')).toHaveValue('La salle d’attente du cabinet');
  await expect(imageText.getByLabel('Texte alternatif')).toBeFocused();
  expect(await allViolations(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Notre salle d’attente');
  await page.keyboard.press('Enter');
  await expect(imageText).toBeHidden();
  const bodyFigure = bodyEditor(page).locator('figure');
  await expect(bodyFigure.locator('img')).toHaveAttribute('alt', 'La salle d’attente du cabinet');
  await expect(bodyFigure.locator('img')).toHaveAttribute('width', '1600');
  await expect(bodyFigure.locator('figcaption')).toHaveText('Notre salle d’attente');

  // Published: the toast leads to the public page.
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const published = toast(page, 'Article créé', 'Article publié avec succès');
  await expect(published.getByRole('link', { name: 'Voir l’article' })).toHaveAttribute('href', `/blog/${slug}`);

  // The public page serves the web sizes: WebP source, JPEG srcset, the box's width and height.
  await page.goto(`/blog/${slug}`);
  const featured = page.locator('header').getByRole('img', { name: 'La salle d’attente du cabinet' });
  await expect(featured).toHaveAttribute(
    'srcset',
    /-w480\.jpg 480w, .*-w800\.jpg 800w, .*-w1200\.jpg 1200w, .*\.jpg 1600w$/,
  );
  await expect(featured).toHaveAttribute('width', '1200');
  await expect(featured).toHaveAttribute('height', '630');
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /-w480\.webp 480w/);
  const inBody = page.getByTestId('article-body').getByRole('img', { name: 'La salle d’attente du cabinet' });
  await expect(inBody).toHaveAttribute('srcset', /-w480\.jpg 480w/);

  // Deleting it is refused while the article uses it, and the message names the article.
  await page.goto('/admin/medias');
  await page.getByLabel('Rechercher par nom ou texte alternatif').fill(name);
  const used = page.getByTestId('media-item').filter({ hasText: name });
  await expect(used.getByRole('link', { name: title })).toBeVisible();
  await used.getByRole('button', { name: `Supprimer l’image ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Suppression refusée', `Image utilisée par l’article «\u00a0${title}\u00a0»`)).toBeVisible();
  await expect(used).toHaveCount(1);
});

test('a schedule in the past is refused with the form kept, « Publier » asks before dropping a planned date, tags are created in place, limits are counted', async ({
  page,
}) => {
  await signInAsEditor(page);
  const { title } = uniqueTitle('Programme passe');
  await page.goto('/admin/blog/new');
  const titleBox = page.getByRole('textbox', { name: 'Titre', exact: true });
  await titleBox.fill('x'.repeat(201));
  await expect(titleBox).toHaveValue('x'.repeat(201));
  await expect(page.getByText('201/200 caractères (1 de trop)').first()).toBeVisible();
  await titleBox.fill(title);
  await expect(page.getByText(`${title.length}/200 caractères`).first()).toBeVisible();

  const tag = uniqueTitle('Tag cree').title;
  await page.getByLabel('Nouvelle étiquette').fill(tag);
  await page.getByRole('button', { name: `Créer l’étiquette «\u00a0${tag}\u00a0»` }).click();
  await expect(page.getByRole('checkbox', { name: tag })).toBeChecked();

  await writeBody(page, 'Un paragraphe.');
  await page.getByLabel('Statut').selectOption({ label: 'Programmé' });
  await page.getByLabel('Date de publication').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Programmer', exact: true }).click();
  await expect(page.getByText('La date de publication programmée est déjà passée')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(title);
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Publier maintenant plutôt qu’à la date prévue\u00a0?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
});
