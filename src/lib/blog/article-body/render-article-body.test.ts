import { describe, expect, it } from 'vitest';
import { renderArticleBody } from './render-article-body';

// A slug without an auto-link rule, so these tests only see formats, ids and the TOC.
const render = (content: string) => renderArticleBody(content, { slug: 'un-article-sans-regle' });

describe('renderArticleBody: the three body formats', () => {
  it('structured HTML: article, header and main wrappers are removed, their children kept', () => {
    const { html } = render(
      '<article><header><h1>Le couple</h1><p class="meta">Dr. Exemple</p></header>' +
        '<main><h2>Introduction</h2><p>Texte.</p><section><h3>Détail</h3></section></main></article>',
    );
    expect(html).toBe(
      '<h1 id="section-0">Le couple</h1><p>Dr. Exemple</p>' +
        '<h2 id="section-1">Introduction</h2><p>Texte.</p><section><h3 id="section-2">Détail</h3></section>',
    );
  });

  it('HTML starting with a heading or a paragraph is kept as HTML', () => {
    expect(render('<h2>Titre</h2><p>Un <strong>texte</strong>.</p><ul><li>un</li></ul>').html).toBe(
      '<h2 id="section-0">Titre</h2><p>Un <strong>texte</strong>.</p><ul><li>un</li></ul>',
    );
    expect(render('<p>Texte\n*pas du Markdown*</p>').html).toBe('<p>Texte\n*pas du Markdown*</p>');
  });

  it('Markdown is GitHub-flavoured, with single line breaks kept', () => {
    const { html } = render(
      '## Symptômes\n\nPremière ligne\ndeuxième ligne\n\n| Examen | Durée |\n|---|---|\n| Pelvienne | 15-20 min |\n\n- un\n- deux\n\n~~barré~~ https://example.org',
    );
    expect(html).toContain('<h2 id="section-0">Symptômes</h2>');
    expect(html).toContain('<p>Première ligne<br>\ndeuxième ligne</p>');
    expect(html).toMatch(/<table>[\s\S]*<th>Examen<\/th>[\s\S]*<td>15-20 min<\/td>[\s\S]*<\/table>/);
    expect(html).toMatch(/<ul>\s*<li>un<\/li>\s*<li>deux<\/li>\s*<\/ul>/);
    expect(html).toContain('<del>barré</del>');
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">https://example.org</a>',
    );
  });

  it('Markdown may contain raw HTML, which is parsed and kept when safe', () => {
    const { html } = render(
      'Texte avant\n\n<figure><img src="/images/a.svg" alt="Schéma"><figcaption>Légende</figcaption></figure>\n\nTexte <em>après</em>',
    );
    expect(html).toContain('<figure><img src="/images/a.svg" alt="Schéma"><figcaption>Légende</figcaption></figure>');
    expect(html).toContain('<p>Texte <em>après</em></p>');
  });

  it('Markdown footnotes are neither numbered sections nor TOC entries', () => {
    const { html, toc } = render('## Partie\n\nTexte[^1]\n\n[^1]: Une note.');
    expect(toc).toEqual([{ id: 'section-0', text: 'Partie', level: 2 }]);
    expect(html).not.toContain('section-1');
    expect(html).toContain('<li id="user-content-fn-1">');
  });

  it('an empty body renders nothing', () => {
    expect(render('')).toEqual({ html: '', toc: [] });
  });
});

describe('renderArticleBody: section ids and table of contents', () => {
  const mixed = {
    html: '<h1>A</h1><h3 id="auteur">B</h3><h2>C</h2><h6 id="six">F</h6><h5>E</h5><h4>D</h4><p>x</p><h2>G</h2>',
    markdown: '# A\n\n### B\n\n## C\n\n###### F\n\n##### E\n\n#### D\n\nx\n\n## G',
  };

  it.each(Object.entries(mixed))('%s: h1-h5 numbered section-0… in document order, h6 not numbered', (_, content) => {
    const { html } = render(content);
    const ids = [...html.matchAll(/<h([1-6])(?: id="([^"]*)")?>/g)].map(([, level, id]) => `h${level}:${id ?? ''}`);
    expect(ids).toEqual([
      'h1:section-0',
      'h3:section-1',
      'h2:section-2',
      'h6:',
      'h5:section-3',
      'h4:section-4',
      'h2:section-5',
    ]);
  });

  it.each(Object.entries(mixed))('%s: the TOC lists h2-h4 with their level and element id', (_, content) => {
    const { toc } = render(content);
    expect(toc.map(({ id, level }) => [id, level])).toEqual([
      ['section-1', 3],
      ['section-2', 2],
      ['section-4', 4],
      ['section-5', 2],
    ]);
  });

  it('TOC text is the heading text, inline markup and extra spaces removed', () => {
    const { toc } = render('<h2>Le  <em>rôle</em>\n des <strong>préliminaires</strong></h2>');
    expect(toc).toEqual([{ id: 'section-0', text: 'Le rôle des préliminaires', level: 2 }]);
  });

  it('the author id of a heading is replaced, and other bare ids are dropped', () => {
    const { html } = render(
      '<h2 id="section-9">Titre</h2><p id="intro">Texte</p><h3 id="x" onclick="alert(1)">Sous</h3>',
    );
    expect(html).toBe('<h2 id="section-0">Titre</h2><p>Texte</p><h3 id="section-1">Sous</h3>');
  });
});

describe('renderArticleBody: protocol-relative links are external links', () => {
  it.each(['//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x', '/%5Cevil.example/x'])(
    '%j opens in a new tab without a handle on the site',
    (href) => {
      const { html } = render(`<p><a href="${href}">lien</a></p>`);
      expect(html).toMatch(/<a href="[^"]*" target="_blank" rel="noopener noreferrer">lien<\/a>/);
    },
  );

  it('a path on this site stays a plain link', () => {
    expect(render('<p><a href="/blog/autre" target="_blank">lien</a></p>').html).toBe(
      '<p><a href="/blog/autre">lien</a></p>',
    );
  });
});
