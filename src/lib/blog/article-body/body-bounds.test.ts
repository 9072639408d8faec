import { describe, expect, it } from 'vitest';
import { demoArticles } from '@/content/demo';
import { PATHOLOGICAL_BODIES } from '../../../../tests/support/pathological-bodies';
import { bodyBeyondBounds, MAX_BODY_DEPTH } from './body-bounds';
import { renderArticleBody } from './render-article-body';

describe('article body bounds', () => {
  it.each(Object.entries(PATHOLOGICAL_BODIES))('refuses %s', (_, body) => {
    expect(bodyBeyondBounds(body)).not.toBeNull();
  });

  it('says which bound: nesting or marks', () => {
    expect(bodyBeyondBounds(PATHOLOGICAL_BODIES['5 000 nested <div>'])).toBe('depth');
    expect(bodyBeyondBounds(PATHOLOGICAL_BODIES['Markdown emphasis, « *a » × 64 000'])).toBe('marks');
  });

  it('accepts every demo article, and twenty of them in one body', () => {
    for (const article of demoArticles) expect(bodyBeyondBounds(article.content), article.slug).toBeNull();
    expect(bodyBeyondBounds(demoArticles.map((article) => article.content).join('\n\n'))).toBeNull();
  });

  it(`accepts ${MAX_BODY_DEPTH} levels of nesting, not one more`, () => {
    const nested = (levels: number) => `${'<div>'.repeat(levels)}a${'</div>'.repeat(levels)}`;
    expect(bodyBeyondBounds(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(bodyBeyondBounds(nested(MAX_BODY_DEPTH + 1))).toBe('depth');
    expect(bodyBeyondBounds(`${'>'.repeat(MAX_BODY_DEPTH)} a`)).toBeNull();
    expect(bodyBeyondBounds(`${'>'.repeat(MAX_BODY_DEPTH + 1)} a`)).toBe('depth');
  });

  it('counts siblings and closed elements as no nesting, and paragraphs whose end tag is implied', () => {
    expect(bodyBeyondBounds('<div>a</div>'.repeat(200))).toBeNull();
    expect(bodyBeyondBounds(`<ul>${'<li>point'.repeat(200)}</ul>`)).toBeNull();
    expect(bodyBeyondBounds(`${'<p>phrase'.repeat(200)}`)).toBeNull();
  });

  it('takes linear time on a 500,000-character body of unclosed brackets', () => {
    const started = performance.now();
    for (const body of ['<'.repeat(500_000), '<a'.repeat(250_000), '\n>'.repeat(250_000)]) bodyBeyondBounds(body);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('an older body beyond the bounds renders as plain text, at once', () => {
  it.each(Object.entries(PATHOLOGICAL_BODIES))('%s', (_, body) => {
    const started = performance.now();
    const { html, toc } = renderArticleBody(body, { slug: 'article' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(html).toMatch(/^<p>/);
    expect(html).not.toMatch(/<(div|b|table|blockquote|em|ul)\b/);
    expect(toc).toEqual([]);
  });
});
