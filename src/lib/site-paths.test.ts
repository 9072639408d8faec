import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, articlePath, BLOG_FEED_PATH, BLOG_PATH, guidePath, HOME_PATH, servicePath } from './site-paths';

describe('public page addresses (spec section 2)', () => {
  it('puts the blog at /blog, an article at /blog/{slug} and the feed at /blog/rss.xml', () => {
    expect(HOME_PATH).toBe('/');
    expect(BLOG_PATH).toBe('/blog');
    expect(articlePath('stress-et-maladies-psychosomatiques')).toBe('/blog/stress-et-maladies-psychosomatiques');
    expect(BLOG_FEED_PATH).toBe('/blog/rss.xml');
  });

  it('puts a service at /services/{slug} and a guide at /guides/{slug}', () => {
    expect(servicePath('echographie-clinique')).toBe('/services/echographie-clinique');
    expect(guidePath('preparer-consultation')).toBe('/guides/preparer-consultation');
  });

  it('makes an address absolute on the site origin, whatever path SITE_URL carries', () => {
    expect(absoluteUrl(articlePath('a'), 'https://cabinet.example.ma')).toBe('https://cabinet.example.ma/blog/a');
    expect(absoluteUrl(HOME_PATH, 'https://cabinet.example.ma/ignored/')).toBe('https://cabinet.example.ma/');
  });
});

const SRC = path.resolve(import.meta.dirname, '..');
// A string that starts with one of the public sections: '/blog', `/blog/${…}`, "/services/…".
const HAND_WRITTEN_ADDRESS = /(['"`])\/(blog|services|guides)(\/|\1)/;
// Comments may quote an address as an example.
const COMMENT_LINE = /^(\/\/|\/\*|\*)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one home for the public addresses', () => {
  it('leaves no source file but site-paths.ts writing a blog, service or guide address by hand', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== path.join(SRC, 'lib', 'site-paths.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.trim(), where: `${path.relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => !COMMENT_LINE.test(line) && HAND_WRITTEN_ADDRESS.test(line))
          .map(({ where }) => where),
      );
    expect(offenders).toEqual([]);
  });
});
