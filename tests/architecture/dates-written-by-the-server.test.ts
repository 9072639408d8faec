import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesWith, SRC } from './source-files';

/*
 * A browser's time-zone data can disagree with the server's about Morocco (Debian's Chromium 156
 * has it on UTC+0 from late 2026, Node 20 on UTC+1): a date a client component formats itself can
 * show another hour than the server's HTML, which breaks hydration, or shift a scheduled date by
 * an hour. Components that run in the browser therefore receive dates as labels and form values
 * written by the server, the one clock the practice's pages follow.
 */
const ZONED_FORMATTERS =
  /\b(formatAdminDateTime|formatPublicDate|formatCasablancaClock|toDateTimeLocalValue|toReviewDateValue|postFormFromPost)\(/;
// The autosave's offer may be a copy kept only in this browser, which no server has dated.
const ALLOWED = new Set(['components/admin/blog/editor/autosave-status.tsx']);

describe('dates are written by the server (decision 027)', () => {
  it('no client component formats a date in the practice time zone itself', () => {
    const files = modulesWith("'use client'").map((file) => path.relative(SRC, file));
    expect(files.length).toBeGreaterThan(10);
    const formatting = files.filter(
      (file) => !ALLOWED.has(file) && ZONED_FORMATTERS.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(formatting).toEqual([]);
  });
});
