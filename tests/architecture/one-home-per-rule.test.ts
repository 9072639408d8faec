import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './source-files';

/*
 * Each rule below is written in one module; a second copy would drift from it. These tests read
 * the sources and name any line outside the rule's home that writes the rule again by hand.
 */
// Comments may quote a value as an example.
const COMMENT_LINE = /^(\/\/|\/\*|\*)/;

const SOURCES = sourceFiles().map((file) => ({
  file: path.relative(SRC, file),
  lines: readFileSync(file, 'utf8').split('\n'),
}));

/** `file:line` of every code line matching the pattern, outside the allowed files. */
function linesWriting(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return SOURCES.filter(({ file }) => !allowed(file)).flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      !COMMENT_LINE.test(line.trim()) && pattern.test(line) ? [`${file}:${index + 1}`] : [],
    ),
  );
}

describe('one home per rule', () => {
  it('builds the blog, article, feed, service and guide addresses in lib/site/site-paths.ts only', () => {
    // A string that starts with one of the public sections: '/blog', `/blog/${…}`, "/services/…".
    expect(linesWriting(/(['"`])\/(blog|services|guides)(\/|\1)/, (file) => file === 'lib/site/site-paths.ts')).toEqual(
      [],
    );
  });

  it('names the default category colour in lib/blog/category-color.ts only (migrations are frozen snapshots)', () => {
    expect(
      linesWriting(
        /#3B82F6/i,
        (file) => file === 'lib/blog/category-color.ts' || file.startsWith('server/db/migrations/'),
      ),
    ).toEqual([]);
  });

  it('builds the category badge colours in lib/blog/category-color.ts only (a hand-written `${color}20` would skip the readable text colour)', () => {
    expect(
      linesWriting(/\}20\b|\+\s*['"]20['"]|\b(relativeLuminance|contrastRatio)\(/, (file) =>
        ['lib/blog/category-color.ts', 'lib/site/wcag-contrast.ts'].includes(file),
      ),
    ).toEqual([]);
  });

  it('names the card-size copy of an upload in lib/blog/post-form-image.ts only', () => {
    expect(linesWriting(/-w\$\{|-w800\b/, (file) => file === 'lib/blog/post-form-image.ts')).toEqual([]);
  });

  it('folds accents in lib/text/fold-accents.ts only', () => {
    // Decomposing, or removing the marks: a word pattern that keeps marks inside words is not folding.
    expect(
      linesWriting(
        /normalize\(['"]NF[KC]?D['"]\)|replace\(\/\[?\\p\{(M|Mn|Diacritic)\}/,
        (file) => file === 'lib/text/fold-accents.ts',
      ),
    ).toEqual([]);
  });

  it('labels the post statuses in lib/blog/post-status.ts only', () => {
    expect(
      linesWriting(
        /(['"`>])(Brouillon|Publié|Programmé|Archivé)(['"`<])/,
        (file) => file === 'lib/blog/post-status.ts',
      ),
    ).toEqual([]);
  });

  it('reads the client address (X-Forwarded-For, Better Auth getIP) in server/auth/client-address.ts only', () => {
    // Elsewhere the header would be believed from anyone, not only from TRUSTED_PROXIES (decision 012).
    expect(linesWriting(/x-forwarded-for|\bgetIP\(/i, (file) => file === 'server/auth/client-address.ts')).toEqual([]);
  });

  it('reads the first-run practice facts only where the stored facts are read over them (pages read src/server/practice)', () => {
    const homes = [
      'content/practice.ts',
      'lib/practice/placeholders.ts',
      'server/practice/practice-settings.ts',
      'lib/site/page-metadata.ts',
    ];
    expect(linesWriting(/\b(DEFAULT_PRACTICE_FACTS|PRACTICE_PLACEHOLDERS)\b/, (file) => homes.includes(file))).toEqual(
      [],
    );
  });

  it('counts the Casablanca calendar day in lib/practice/practice-days.ts only', () => {
    expect(linesWriting(/Intl\.DateTimeFormat\('en-CA'/, (file) => file === 'lib/practice/practice-days.ts')).toEqual(
      [],
    );
  });
});
