import { expect, test } from './support/page-errors';
import { nuHtmlCheckerErrors } from './support/nu-html-checker';
import { PUBLIC_PATHS } from './showcase-helpers';

test('every public page passes the Nu HTML Checker with no error', async ({ request }) => {
  const documents: Record<string, string> = {};
  for (const path of [
    ...PUBLIC_PATHS,
    '/blog?page=2',
    '/blog/categorie/sexologie',
    '/blog/etiquette/couple',
    '/blog/etiquette/imagerie-medicale',
    '/blog/recherche',
    '/blog/recherche?q=%C3%A9chographie',
    '/blog/recherche?q=zorglub',
    '/blog/une-page-qui-n-existe-pas',
    '/une-page-qui-n-existe-pas',
  ]) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain('text/html');
    documents[path] = await response.text();
  }
  expect(await nuHtmlCheckerErrors(documents)).toEqual([]);
});

test('the checker reports what it should: a figcaption outside a figure', async () => {
  const page =
    '<!doctype html><html lang="fr"><head><title>Essai</title></head><body><div><figcaption>Légende</figcaption></div></body></html>';
  const errors = await nuHtmlCheckerErrors({ essai: page });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^essai:1 Element “figcaption” not allowed as child of element “div”/);
});
