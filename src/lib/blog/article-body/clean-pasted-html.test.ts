import { describe, expect, it } from 'vitest';
import { pasteFixture as fixture } from '../../../../tests/support/paste-fixtures/read-fixture';
import { scriptingParts, XSS_CORPUS } from '../../../../tests/support/xss-corpus';
import { cleanPastedHtml, PASTE_TOO_BIG_MESSAGE, PASTE_TOO_DEEP_MESSAGE, withoutTracking } from './clean-pasted-html';
import { renderArticleBody } from './render-article-body';

const compact = (html: string) => html.replace(/>\s+</g, '><').trim();

describe('cleanPastedHtml: a paste keeps the document and drops the word processor', () => {
  it('from a word processor: headings clamped to h2–h4, bold, italic, lists, links, tables kept; styles, classes, fonts, comments, empty paragraphs gone', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('word'));
    expect(compact(html)).toBe(
      '<h2>Préparer sa consultation</h2>' +
        '<p>Venez avec vos <strong>ordonnances</strong> et vos <em>derniers examens</em>.</p>' +
        '<h2>Ce qu’il faut apporter</h2><ul><li>La carte d’identité</li><li>Les résultats d’analyses</li></ul>' +
        '<h4>Une note</h4><p>Voir <a href="https://www.example.org/guide">le guide</a>.</p>' +
        '<table><tbody><tr><td><p><strong>Examen</strong></p></td><td><p>Durée</p></td></tr><tr><td><p>Échographie</p></td><td><p>20 min</p></td></tr></tbody></table>' +
        '<p>Texte en police</p>',
    );
    expect(droppedImages).toBe(0);
  });

  it('from Google Docs: bold and italic written as styles become bold and italic, the redirect link is opened, the outside image is counted as refused', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('google-docs'));
    expect(compact(html)).toBe(
      '<h2>Le sommeil</h2><p>Dormir assez est <strong>essentiel</strong> et <em>réparateur</em>.</p>' +
        '<ol><li><p>Se coucher tôt</p></li><li><p>Éviter les écrans</p></li></ol>' +
        '<p><a href="https://exemple.org/sommeil">une source</a></p>',
    );
    expect(droppedImages).toBe(1);
  });

  it('from a web page: tracking attributes, scripts, frames, unsafe and private links and outside images go; our own figure stays', () => {
    const { html, droppedImages } = cleanPastedHtml(fixture('web-page'));
    expect(compact(html)).toBe(
      '<h2>Titre d’une page web</h2>Par quelqu’un' +
        '<p>Un paragraphe <strong>important</strong> avec un <a href="/blog/un-article">lien interne</a> et un faux lien.</p>' +
        '<blockquote><p>Une citation.</p></blockquote><hr>' +
        '<figure><img src="/uploads/1700000000000-0123456789ab.jpg" alt="Notre image" width="800" height="600"><figcaption>Légende</figcaption></figure>' +
        '<ul><li><p>un</p><ul><li>deux</li></ul></li></ul>routeur',
    );
    expect(droppedImages).toBe(1);
  });

  it.each(XSS_CORPUS)(
    'the XSS corpus through paste: %s leaves nothing that runs script, before and after the public rendering',
    (_label, hostile) => {
      const { html } = cleanPastedHtml(hostile);
      expect(scriptingParts(html)).toEqual([]);
      const rendered = renderArticleBody(html, { slug: 'collage' }).html;
      expect(scriptingParts(rendered)).toEqual([]);
    },
  );

  it('deeply nested lists are kept to a sane depth, their text kept; nesting the parser cannot read is refused in French', () => {
    const nest = (depth: number) => '<ul><li>'.repeat(depth) + 'fond' + '</li></ul>'.repeat(depth);
    const { html } = cleanPastedHtml(nest(200));
    expect(html).toContain('fond');
    expect((html.match(/<ul>/g) ?? []).length).toBeLessThanOrEqual(25);
    expect(cleanPastedHtml(nest(5_000))).toEqual({ html: '', droppedImages: 0, refusal: PASTE_TOO_DEEP_MESSAGE });
  });

  it('10 MB of pasted HTML is refused at once with a French message', () => {
    expect(cleanPastedHtml('<p>texte</p>'.repeat(900_000))).toEqual({
      html: '',
      droppedImages: 0,
      refusal: PASTE_TOO_BIG_MESSAGE,
    });
  });

  it('tracking parameters and Google redirects are removed from links', () => {
    expect(withoutTracking('https://exemple.org/a?utm_source=x&id=3&fbclid=y')).toBe('https://exemple.org/a?id=3');
    expect(withoutTracking('https://www.google.com/url?q=https://exemple.org/b&sa=D')).toBe('https://exemple.org/b');
    expect(withoutTracking('https://www.google.com/url?q=javascript:alert(1)')).toBe(
      'https://www.google.com/url?q=javascript:alert(1)',
    );
    expect(withoutTracking('/blog/un-article')).toBe('/blog/un-article');
  });
});
