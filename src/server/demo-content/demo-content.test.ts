import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectBodyFormat } from '@/lib/blog/article-body/detect-body-format';
import { renderArticleBody } from '@/lib/blog/article-body/render-article-body';
import { ARTICLE_IMAGE_PATHS } from '@/lib/blog/article-image';
import { AUTO_LINK_RULES } from '@/lib/blog/auto-link-rules';
import { readableTextOnTint } from '@/lib/blog/category-color';
import { postFormSchema } from '@/lib/blog/post-form';
import { authorFormSchema } from '@/lib/blog/taxonomy-form';
import { demoArticles, demoAuthors, demoCategories, demoTags, demoTrust } from '../../content/demo/index';
import { DEMO_SLUGS_THAT_MUST_BE_PUBLIC } from '../../../tests/support/spec-slugs';

const bySlug = (slug: string) => {
  const article = demoArticles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`missing demo article ${slug}`);
  return article;
};

/** The body without its headings (HTML h1-h6 elements and Markdown ATX heading lines). */
const withoutHeadings = (content: string) =>
  content.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi, ' ').replace(/^#{1,6} .*$/gm, ' ');

const headingsOf = (content: string) => [
  ...[...content.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((match) => match[2] ?? ''),
  ...[...content.matchAll(/^#{1,6} (.*)$/gm)].map((match) => match[1] ?? ''),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (keyword: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`, 'giu');
const countWholeWord = (text: string, keyword: string) => [...text.matchAll(wholeWord(keyword))].length;

const wordCount = (content: string) =>
  content
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#|*`>-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;

describe('demo articles', () => {
  it('have unique slugs and include every known slug', () => {
    const slugs = demoArticles.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(DEMO_SLUGS_THAT_MUST_BE_PUBLIC));
    expect(slugs.length).toBeGreaterThanOrEqual(12);
  });

  it('publish every known slug', () => {
    for (const slug of DEMO_SLUGS_THAT_MUST_BE_PUBLIC) expect(bySlug(slug).status, slug).toBe('published');
  });

  it('cover all three body formats, at least three articles each', () => {
    const formats = demoArticles.map((article) => detectBodyFormat(article.content));
    for (const format of ['structured-html', 'html', 'markdown'] as const) {
      expect(formats.filter((candidate) => candidate === format).length, format).toBeGreaterThanOrEqual(3);
    }
  });

  it('give structured HTML bodies their header and main wrappers', () => {
    const structured = demoArticles.filter((article) => detectBodyFormat(article.content) === 'structured-html');
    for (const { slug, content } of structured) {
      expect(content, slug).toMatch(
        /^<article>\s*<header><h1>[^<]+<\/h1><\/header>\s*<main>[\s\S]*<\/main>\s*<\/article>$/,
      );
    }
  });

  it('include Markdown tables and lists', () => {
    const markdown = demoArticles.filter((article) => detectBodyFormat(article.content) === 'markdown');
    expect(markdown.some((article) => /^\| --- \|/m.test(article.content))).toBe(true);
    expect(markdown.every((article) => /^(- |\d+\. )/m.test(article.content))).toBe(true);
  });

  it('use h2 and h3 headings, with h4 in at least two articles', () => {
    for (const { slug, content } of demoArticles) {
      expect(content, slug).toMatch(/<h2[\s>]|^## /m);
      expect(content, slug).toMatch(/<h3[\s>]|^### /m);
    }
    const withH4 = demoArticles.filter(({ content }) => /<h4[\s>]|^#### /m.test(content));
    expect(withH4.length).toBeGreaterThanOrEqual(2);
  });

  it('are 400 to 900 words long', () => {
    for (const { slug, content } of demoArticles) {
      const words = wordCount(content);
      expect(words, slug).toBeGreaterThanOrEqual(400);
      expect(words, slug).toBeLessThanOrEqual(900);
    }
  });

  it('contain each auto-link keyword at least twice outside headings and never in a heading', () => {
    for (const { sourceSlug, keywords } of AUTO_LINK_RULES) {
      const { content } = bySlug(sourceSlug);
      for (const keyword of keywords) {
        expect(countWholeWord(withoutHeadings(content), keyword), `${sourceSlug}: ${keyword}`).toBeGreaterThanOrEqual(
          2,
        );
        for (const heading of headingsOf(content)) expect(countWholeWord(heading, keyword), heading).toBe(0);
      }
    }
  });

  it('trigger both automatic links of every auto-link source', () => {
    for (const { sourceSlug, targetSlug } of AUTO_LINK_RULES) {
      const { html } = renderArticleBody(bySlug(sourceSlug).content, { slug: sourceSlug });
      expect(html.split(`href="/blog/${targetSlug}"`).length - 1, sourceSlug).toBe(2);
    }
  });

  it('leave auto-link sources without hand-written links, and keep one manual link elsewhere', () => {
    const sourceSlugs = AUTO_LINK_RULES.map((rule) => rule.sourceSlug);
    for (const slug of sourceSlugs) expect(bySlug(slug).content, slug).not.toMatch(/<a\s|\]\(/);
    const manuallyLinked = demoArticles.filter(
      (article) =>
        !sourceSlugs.includes(article.slug) && /\]\(\/blog\/[a-z0-9-]+\)|href="\/blog\//.test(article.content),
    );
    expect(manuallyLinked.length).toBeGreaterThanOrEqual(1);
  });

  it('exercise every status, with a scheduled article 30 days ahead', () => {
    const statuses = demoArticles.map((article) => article.status);
    expect(statuses).toEqual(expect.arrayContaining(['draft', 'archived', 'scheduled', 'published']));
    const scheduled = demoArticles.filter((article) => article.status === 'scheduled');
    expect(scheduled.map((article) => article.scheduledInDays)).toEqual([30]);
    for (const article of demoArticles.filter((candidate) => candidate.status === 'published')) {
      expect(article.publishedDaysAgo, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.publishedDaysAgo, article.slug).toBeLessThanOrEqual(120);
    }
  });

  it('keep SEO fields within the advised lengths', () => {
    for (const article of demoArticles) {
      expect((article.meta_title ?? '').length, article.slug).toBeLessThanOrEqual(60);
      expect((article.meta_description ?? '').length, article.slug).toBeLessThanOrEqual(160);
    }
  });

  it('feature one or two articles', () => {
    const featured = demoArticles.filter((article) => article.featured);
    expect(featured.length).toBeGreaterThanOrEqual(1);
    expect(featured.length).toBeLessThanOrEqual(2);
  });

  it('point featured images at files that exist, with alternative text', () => {
    const withImage = demoArticles.filter((article) => article.featured_image_url);
    expect(withImage.length).toBeGreaterThanOrEqual(1);
    for (const article of withImage) {
      expect(existsSync(path.join(process.cwd(), 'public', article.featured_image_url ?? '')), article.slug).toBe(true);
      expect(article.featured_image_alt, article.slug).toBeTruthy();
    }
  });

  it('reference existing authors, categories and tags', () => {
    const authorKeys = new Set(demoAuthors.map((author) => author.key));
    const categoryKeys = new Set(demoCategories.map((category) => category.key));
    const tagKeys = new Set(demoTags.map((tag) => tag.key));
    for (const article of demoArticles) {
      expect(authorKeys.has(article.authorKey), article.slug).toBe(true);
      expect(categoryKeys.has(article.categoryKey), article.slug).toBe(true);
      for (const tagKey of article.tagKeys) expect(tagKeys.has(tagKey), `${article.slug}: ${tagKey}`).toBe(true);
    }
  });
});

describe('demo taxonomy', () => {
  it('has unique keys and names', () => {
    for (const list of [demoAuthors, demoCategories, demoTags]) {
      expect(new Set(list.map((item) => item.key)).size).toBe(list.length);
      expect(new Set(list.map((item) => item.name)).size).toBe(list.length);
    }
  });

  it('gives categories distinct hex colours readable as badge text on their own tint, so badges show them unchanged', () => {
    const colours = demoCategories.map((category) => category.color.toLowerCase());
    expect(new Set(colours).size).toBe(colours.length);
    for (const { name, color } of demoCategories) {
      expect(color, name).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(readableTextOnTint(color), name).toBe(color);
    }
  });
});

describe('article illustrations', () => {
  const directory = path.join(process.cwd(), 'public', 'images', 'articles');
  const svgFiles = readdirSync(directory).filter((file) => file.endsWith('.svg'));

  it('exist for every image the card image rule can choose', () => {
    for (const image of ARTICLE_IMAGE_PATHS)
      expect(existsSync(path.join(process.cwd(), 'public', image)), image).toBe(true);
  });

  it('are small social-card sized SVGs without text or embedded images', () => {
    for (const file of svgFiles) {
      const svg = readFileSync(path.join(directory, file), 'utf8');
      expect(statSync(path.join(directory, file)).size, file).toBeLessThan(4096);
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 630">/);
      expect(svg, file).not.toMatch(/<(text|image|script)\b/);
    }
  });
});

describe('demo medical review, authors and sources (decision 018)', () => {
  it('has two authors with credentials, clearly demo, that the author form accepts', () => {
    expect(demoAuthors).toHaveLength(2);
    for (const author of demoAuthors) {
      expect(author.bio).toMatch(/^Profil de démonstration\./);
      expect(author.registration_number).toMatch(/^DEMO-/);
      expect(author.qualifications.length).toBeGreaterThan(0);
      expect(
        authorFormSchema.safeParse({
          ...author,
          qualifications: author.qualifications.join('\n'),
          specialities: author.specialities.join('\n'),
        }).success,
      ).toBe(true);
      expect(existsSync(path.join('public', author.photo_url))).toBe(true);
    }
  });

  it('reviews most articles by a health professional, after publication, leaving exactly one due', () => {
    const professionals = new Set(
      demoAuthors.filter((author) => author.is_health_professional).map((author) => author.key),
    );
    for (const [slug, trust] of Object.entries(demoTrust)) {
      const article = bySlug(slug);
      if (!trust.review) continue;
      expect(professionals.has(trust.review.reviewerKey)).toBe(true);
      expect(trust.review.reviewedDaysAgo).toBeLessThanOrEqual(article.publishedDaysAgo ?? 0);
      expect(trust.review.reviewedDaysAgo).toBeGreaterThanOrEqual(0);
    }
    const unreviewed = demoArticles.filter(
      (article) => article.status !== 'archived' && !demoTrust[article.slug]?.review,
    );
    expect(unreviewed.map((article) => article.slug)).toEqual(['sommeil-et-sexualite']);
  });

  it('gives sources to several public articles, each valid for the editor', () => {
    const withSources = demoArticles.filter(
      (article) => article.status === 'published' && (demoTrust[article.slug]?.sources?.length ?? 0) > 0,
    );
    expect(withSources.length).toBeGreaterThanOrEqual(3);
    for (const [, trust] of Object.entries(demoTrust)) {
      const rows = (trust.sources ?? []).map((source) => ({
        ...source,
        publisher: source.publisher ?? '',
        year: source.year === null ? '' : String(source.year),
      }));
      expect(postFormSchema.shape.sources.safeParse(rows).success).toBe(true);
    }
  });
});
