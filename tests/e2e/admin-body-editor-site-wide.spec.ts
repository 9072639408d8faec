import { demoArticles } from '../../src/content/demo';
import { renderArticleBody } from '../../src/lib/blog/article-body/render-article-body';
import { bodyEditor, signInAsEditor } from './admin-blog-helpers';
import { storedPostId } from './support/e2e-database';
import { expect, test } from './support/page-errors';

/** The visual body editor (decision 040) on the demo articles, which every other spec reads. */
test.describe.configure({ timeout: 180_000 });

test('every demo article opens in the editor and, once changed and changed back, renders the same public body', async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAsEditor(page);
  for (const article of demoArticles) {
    await page.goto(`/admin/blog/edit/${storedPostId(article.slug)}`);
    await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible({ timeout: 30_000 });
    await bodyEditor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await page.getByRole('button', { name: 'Source HTML' }).click();
    const saved = await page.getByLabel('Source HTML').inputValue();
    const visible = (content: string) => {
      const { html, toc } = renderArticleBody(content, { slug: article.slug });
      const text = html
        .replace(/^\s*<h1 id="section-0">[^<]*<\/h1>/, '')
        .replace(/ id="section-\d+"/g, '')
        // A Markdown table has a thead; the editor keeps the header row in the tbody.
        .replace(/<\/?(thead|tbody)>/g, '')
        .replace(/\s+/g, ' ')
        // Spaces between tags or right after a line break do not show.
        .replace(/> </g, '><')
        .replace(/<br> /g, '<br>')
        .trim();
      return { text, toc: toc.map(({ text: entry, level }) => ({ entry, level })) };
    };
    expect(visible(saved), article.slug).toEqual(visible(article.content));
  }
});
