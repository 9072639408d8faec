import { describe, expect, it } from 'vitest';
import { demoArticles } from '@/content/demo';
import { bodyToEditorHtml } from './editor-html';
import { renderArticleBody } from './render-article-body';

/** What a visitor sees of a rendered body: the hidden leading title and the section numbers aside. */
function visible(content: string, slug: string) {
  const { html, toc } = renderArticleBody(content, { slug });
  return {
    html: html
      .replace(/^\s*<h1 id="section-0">[^<]*<\/h1>/, '')
      .replace(/ id="section-\d+"/g, '')
      .trim(),
    toc: toc.map(({ text, level }) => ({ text, level })),
  };
}

describe('bodyToEditorHtml: existing bodies open in the visual editor without loss', () => {
  it.each(demoArticles.map((article) => [article.slug, article.content]))(
    'the demo article %s shows visitors the same body and Sommaire from its editor HTML',
    (slug, content) => {
      expect(visible(bodyToEditorHtml(content), slug)).toEqual(visible(content, slug));
    },
  );

  it('Markdown is read by the public pipeline (tables, lists, line breaks), not by a second parser', () => {
    expect(bodyToEditorHtml('## Titre\n\nUne ligne\nsuivie\n\n- un\n- deux\n\n| A | B |\n|---|---|\n| 1 | 2 |')).toBe(
      '<h2>Titre</h2>\n<p>Une ligne<br>\nsuivie</p>\n<ul>\n<li>un</li>\n<li>deux</li>\n</ul>\n<table>\n<thead>\n<tr>\n<th>A</th>\n<th>B</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
    );
  });

  it('headings are clamped to h2–h4 and a structured body’s leading title, hidden on the page, is dropped', () => {
    expect(
      bodyToEditorHtml(
        '<article><header><h1>Le titre</h1></header><main><h2>A</h2><h1>B</h1><h5>C</h5></main></article>',
      ),
    ).toBe('<h2>A</h2><h2>B</h2><h4>C</h4>');
  });

  it('what the public page would drop never reaches the editor', () => {
    expect(
      bodyToEditorHtml('<p>Texte<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">lien</a></p>'),
    ).toBe('<p>Texte<a>lien</a></p>');
  });
});
