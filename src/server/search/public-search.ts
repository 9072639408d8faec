import 'server-only';
import type { PostSummary } from '@/lib/blog/post-types';
import { isPubliclyVisible } from '@/lib/blog/visibility';
import type { SearchPlan } from '@/lib/search/query';
import { SNIPPET_SOURCE_CHARACTERS, visibleText } from '@/lib/search/snippet';
import { selectPostSummaries, toPostSummary } from '../blog/post-rows';
import { db } from '../db/client';
import { isoTimestampOrNull } from '../db/stored-values';
import type { SearchIndex } from './search-index';

/** A found article with the beginning of its visible text, where its passage is looked for, and the stems it matched. */
export type ArticleHit = PostSummary & { passage: string; stems: Set<string> };

// Markup is rarely more than three quarters of a body's beginning: this much of the stored body
// gives a passage of SNIPPET_SOURCE_CHARACTERS, whatever the article's length.
const BODY_CHARACTERS_READ = 4 * SNIPPET_SOURCE_CHARACTERS;

/**
 * One page of the public articles matching a plan, most relevant first, and how many match. The
 * process's index ranks them (decision 066); the database then reads the page's rows only, each
 * checked again against the visibility rule, so a draft or a future article is never shown even
 * if the index were behind.
 */
export async function searchPublicArticles(
  index: SearchIndex,
  plan: SearchPlan,
  page: number,
  pageSize: number,
  now: Date = new Date(),
): Promise<{ hits: ArticleHit[]; total: number }> {
  const { found, total } = index.articles.search(plan, now, page * pageSize);
  const pageMatches = found.slice((page - 1) * pageSize);
  if (pageMatches.length === 0) return { hits: [], total };
  const rows = await selectPostSummaries(db())
    .select('blog_posts.deleted_at')
    .select((eb) => eb.fn('substr', ['blog_posts.content', eb.lit(1), eb.lit(BODY_CHARACTERS_READ)]).as('beginning'))
    .where(
      'blog_posts.id',
      'in',
      pageMatches.map((match) => match.id),
    )
    .execute();
  // The rule in its JavaScript form: in SQL, its `or` leads SQLite to read every published article's index entry.
  const byId = new Map(
    rows
      .filter((row) =>
        isPubliclyVisible(
          {
            status: row.status,
            scheduled_at: isoTimestampOrNull(row.scheduled_at),
            deleted_at: isoTimestampOrNull(row.deleted_at),
          },
          now,
        ),
      )
      .map((row) => [row.id, row]),
  );
  const hits = pageMatches.flatMap(({ id, stems }) => {
    const row = byId.get(id);
    if (!row) return [];
    const passage = visibleText(String(row.beginning)).slice(0, SNIPPET_SOURCE_CHARACTERS);
    return [{ ...toPostSummary(row), passage, stems }];
  });
  return { hits, total };
}
