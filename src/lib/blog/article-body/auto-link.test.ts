import { describe, expect, it } from 'vitest';
import { CONTRACEPTION_SLUG, STI_SLUG, STRESS_SLUG } from '../auto-link-rules';
import type { Root } from 'hast';
import { h } from 'hastscript';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { addAutoLinks, keywordPattern } from './auto-link';
import { renderArticleBody } from './render-article-body';

const linksIn = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => `${text} → ${href}`);

const autoLinks = (slug: string, content: string) => linksIn(renderArticleBody(content, { slug }).html);

describe('automatic internal links: the eight pairs of spec section 5', () => {
  it.each([
    ['contraception → STI', CONTRACEPTION_SLUG, '<p>Les IST se transmettent.</p>', STI_SLUG, 'IST'],
    ['STI → contraception', STI_SLUG, '<p>Parlez de contraception.</p>', CONTRACEPTION_SLUG, 'contraception'],
    [
      'frigidity → communication-couple',
      'frigidite-et-femme-marocaine',
      '<p>La communication aide.</p>',
      'communication-couple',
      'communication',
    ],
    [
      'communication-couple → frigidity',
      'communication-couple',
      '<p>La frigidité se soigne.</p>',
      'frigidite-et-femme-marocaine',
      'frigidité',
    ],
    ['obesity and couple → stress', 'obesite-et-couple', '<p>Le stress pèse.</p>', STRESS_SLUG, 'stress'],
    ['stress → communication-couple', STRESS_SLUG, '<p>Le dialogue apaise.</p>', 'communication-couple', 'dialogue'],
    [
      'preliminaries → communication-couple',
      'role-des-preliminaires',
      '<p>Le dialogue compte.</p>',
      'communication-couple',
      'dialogue',
    ],
    [
      'G-spot → preliminaries',
      'point-g-et-femme-marocaine',
      '<p>Les préliminaires comptent.</p>',
      'role-des-preliminaires',
      'préliminaires',
    ],
  ])('%s', (_, slug, content, target, text) => {
    expect(autoLinks(slug, content)).toEqual([`${text} → /blog/${target}`]);
  });

  it('an article without a rule gets no automatic link', () => {
    expect(autoLinks('echographie-clinique', '<p>communication, stress, IST, dialogue</p>')).toEqual([]);
  });
});

describe('automatic internal links: which occurrences', () => {
  it('links only the first occurrence of each keyword, at most 2 per article', () => {
    const { html } = renderArticleBody(
      '<p>Le dialogue, puis la communication.</p><p>Encore la communication et le dialogue.</p>',
      { slug: 'role-des-preliminaires' },
    );
    // In document order: both keywords got their first occurrence, the repeats none.
    expect(linksIn(html)).toEqual([
      'dialogue → /blog/communication-couple',
      'communication → /blog/communication-couple',
    ]);
    expect(html).toBe(
      '<p>Le <a href="/blog/communication-couple">dialogue</a>, puis la <a href="/blog/communication-couple">communication</a>.</p>' +
        '<p>Encore la communication et le dialogue.</p>',
    );
  });

  it('matches case-insensitively and keeps the casing of the text', () => {
    expect(autoLinks('communication-couple', '<p>FRIGIDITÉ et Baisse Du Désir</p>')).toEqual([
      'FRIGIDITÉ → /blog/frigidite-et-femme-marocaine',
      'Baisse Du Désir → /blog/frigidite-et-femme-marocaine',
    ]);
  });

  it.each([
    ['communicationnel', 'frigidite-et-femme-marocaine', '<p>Un blocage communicationnel.</p>'],
    ['distress', 'obesite-et-couple', '<p>Le distress respiratoire.</p>'],
    ['stressé', 'obesite-et-couple', '<p>Un patient stressé.</p>'],
    ['frigidités', 'communication-couple', '<p>Les frigidités.</p>'],
    ['préliminairesé', 'point-g-et-femme-marocaine', '<p>préliminairesé</p>'],
    ['IST2', CONTRACEPTION_SLUG, '<p>Code IST2.</p>'],
    ['anxiétés', 'obesite-et-couple', '<p>Des anxiétés.</p>'],
  ])('whole words only: nothing inside %j', (_, slug, content) => {
    expect(autoLinks(slug, content)).toEqual([]);
  });

  it.each([
    ["l'anxiété", 'obesite-et-couple', "<p>Face à l'anxiété.</p>", 'anxiété'],
    ['(stress)', 'obesite-et-couple', '<p>Tension (stress) chronique.</p>', 'stress'],
    ['moyens contraceptifs', STI_SLUG, '<p>Les moyens\u00a0contraceptifs modernes.</p>', 'moyens\u00a0contraceptifs'],
    ['decomposed accents', 'communication-couple', '<p>La frigidite\u0301 féminine.</p>', 'frigidité'],
    ['inside inline markup', 'point-g-et-femme-marocaine', '<p>Des <strong>caresses</strong> douces.</p>', 'caresses'],
  ])('accented and punctuated words still match: %s', (_, slug, content, text) => {
    expect(autoLinks(slug, content).map((link) => link.split(' → ')[0])).toEqual([text]);
  });

  it('never links inside a heading, a link, code or pre, but does link the next occurrence', () => {
    const { html } = renderArticleBody(
      '<h2>La communication</h2><p><a href="/contact">communication</a> <code>communication</code></p>' +
        '<pre>dialogue</pre><h3>Le dialogue</h3><p>Enfin la communication.</p>',
      { slug: 'frigidite-et-femme-marocaine' },
    );
    expect(html).toContain('<h2 id="section-0">La communication</h2>');
    expect(html).toContain('<p><a href="/contact">communication</a> <code>communication</code></p>');
    expect(html).toContain('<p>Enfin la <a href="/blog/communication-couple">communication</a>.</p>');
    expect(linksIn(html)).toHaveLength(2);
  });

  it.each([
    ['<a href="/blog/communication-couple">ce guide</a>'],
    ['<a href="/blog/communication-couple/">ce guide</a>'],
    ['<a href="/blog/communication-couple#section-2">ce guide</a>'],
    ['<a href="https://cabinet.example.ma/blog/communication-couple">ce guide</a>'],
  ])('adds no link when the body already links to the target: %s', (existing) => {
    const { html } = renderArticleBody(`<p>La communication et le dialogue, voir ${existing}.</p>`, {
      slug: 'role-des-preliminaires',
    });
    expect(html).not.toContain('<a href="/blog/communication-couple">communication</a>');
    expect(html).not.toContain('<a href="/blog/communication-couple">dialogue</a>');
  });

  it('a link to another article does not suppress the automatic links', () => {
    expect(
      autoLinks('role-des-preliminaires', '<p><a href="/blog/obesite-et-couple">Obésité</a> et dialogue.</p>'),
    ).toEqual(['Obésité → /blog/obesite-et-couple', 'dialogue → /blog/communication-couple']);
  });

  it('works the same in Markdown bodies', () => {
    expect(autoLinks('obesite-et-couple', '## Le stress\n\nLe `stress` puis le stress et l’anxiété.')).toEqual([
      'stress → /blog/stress-et-maladies-psychosomatiques',
      'anxiété → /blog/stress-et-maladies-psychosomatiques',
    ]);
  });
});

describe('keywordPattern', () => {
  it.each([
    ['frigidité', 'La Frigidité.', 'Frigidité'],
    ['baisse du désir', 'une baisse  du\ndésir', 'baisse  du\ndésir'],
    ['IST', 'les ist.', 'ist'],
    ['a.b', 'axb a.b', 'a.b'],
  ])('%j in %j matches %j', (keyword, text, matched) => {
    expect(keywordPattern(keyword).exec(text)?.[0]).toBe(matched);
  });
});

describe('addAutoLinks: the cap counts links across keywords', () => {
  const toHtml = (tree: Root) => unified().use(rehypeStringify).stringify(tree);
  // The table's rules have two keywords each, so the cap of 2 is reached only by this made-up rule.
  const rule = { sourceSlug: 'source', targetSlug: 'cible', keywords: ['un', 'deux', 'trois'] };

  it.each([
    [2, '<p><a href="/blog/cible">un</a> <a href="/blog/cible">deux</a> trois un</p>'],
    [1, '<p><a href="/blog/cible">un</a> deux trois un</p>'],
    [3, '<p><a href="/blog/cible">un</a> <a href="/blog/cible">deux</a> <a href="/blog/cible">trois</a> un</p>'],
  ])('at most %i', (maxLinks, expected) => {
    const tree = h(null, [h('p', 'un deux trois un')]);
    addAutoLinks(tree, rule, maxLinks);
    expect(toHtml(tree)).toBe(expected);
  });

  it('a keyword that is absent does not use up the cap', () => {
    const tree = h(null, [h('p', 'trois deux')]);
    addAutoLinks(tree, rule);
    expect(toHtml(tree)).toBe('<p><a href="/blog/cible">trois</a> <a href="/blog/cible">deux</a></p>');
  });
});
