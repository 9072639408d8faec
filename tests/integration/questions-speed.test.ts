import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleQuestions } from '@/components/site/questions/article-questions';
import { articleJsonLd } from '@/lib/blog/article-metadata';
import { databaseEngine, db } from '@/server/db/client';
import { getPublicPostBySlug } from '@/server/blog/posts';
import { listPublicQuestions } from '@/server/questions/public-questions';
import { listQuestionsForStaff, MODERATION_PAGE_SIZE } from '@/server/questions/staff-questions';
import { makeAuthor, makePost } from '../support/factories';

/**
 * The speed bounds of decision 043: 10,000 pending questions, the moderation list's p50 at most
 * 50 ms; what 50 published questions with their answers add to the article page, as sent. The numbers are printed for the decision record.
 */
const QUESTION =
  'Bonjour docteur, depuis quelques mois je ressens une gêne qui revient surtout le soir. Est-ce que cela peut venir du stress, et faut-il consulter rapidement ou attendre de voir si cela passe ?';
const ANSWER =
  'Bonjour, une gêne qui revient le soir a souvent plusieurs causes possibles, dont le stress. Seule une consultation permet de faire la part des choses : notez quand elle survient et ce qui la soulage, et parlez-en à votre médecin.';

const WORDS = `${QUESTION} ${ANSWER}`.split(' ');
/** A different text of about `length` characters for each seed, so compression sees no repeats a real page would not have. */
function varied(seed: number, length: number): string {
  let state = seed * 7919 + 17;
  const words: string[] = [];
  while (words.join(' ').length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(WORDS[state % WORDS.length]!);
  }
  return words.join(' ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const report = (line: string) => process.stdout.write(`[questions speed, ${databaseEngine()}] ${line}\n`);

describe('questions at scale', () => {
  it('lists one page of 10,000 pending questions in a p50 of at most 50 ms', async () => {
    const post = await makePost();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 10_000 }, (_, n) => ({
      id: randomUUID(),
      blog_post_id: post.id,
      pseudonym: `Lecteur ${n}`,
      text: QUESTION,
      state: 'pending' as const,
      created_at: new Date(start + n * 60_000).toISOString(),
    }));
    for (let n = 0; n < rows.length; n += 500)
      await db()
        .insertInto('blog_questions')
        .values(rows.slice(n, n + 500))
        .execute();
    // What the engines' own statistics upkeep (PostgreSQL's autovacuum) does after such a load.
    await sql`ANALYZE blog_questions`.execute(db());
    const times: number[] = [];
    for (let run = 0; run < 30; run += 1) {
      const began = performance.now();
      const list = await listQuestionsForStaff({
        state: 'pending',
        limit: MODERATION_PAGE_SIZE,
        offset: run % 3 === 0 ? 0 : 25 * run,
      });
      times.push(performance.now() - began);
      expect(list.total).toBe(10_000);
    }
    report(`moderation list of 10,000 pending: p50 ${median(times).toFixed(1)} ms`);
    expect(median(times)).toBeLessThanOrEqual(50);
  }, 120_000);

  it('adds at most 20 kB, compressed as sent, to the article page for 50 answered questions', async () => {
    const author = await makeAuthor({ name: 'Nadia Démo', title: 'Dr' });
    const post = await makePost();
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    await db()
      .insertInto('blog_questions')
      .values(
        Array.from({ length: 50 }, (_, n) => ({
          id: randomUUID(),
          blog_post_id: post.id,
          pseudonym: `Lectrice ${n}`,
          text: varied(n, QUESTION.length),
          state: 'published' as const,
          created_at: new Date(now + n * 60_000).toISOString(),
          published_at: new Date(now + n * 60_000).toISOString(),
          answer_text: varied(n + 1000, ANSWER.length),
          answer_author_id: author.id,
          answered_at: new Date(now + n * 60_000).toISOString(),
        })),
      )
      .execute();
    const questions = await listPublicQuestions(post.id);
    const section = renderToStaticMarkup(createElement(ArticleQuestions, { slug: post.slug, questions }));
    const detail = (await getPublicPostBySlug(post.slug))!;
    const jsonLd = JSON.stringify(articleJsonLd(detail, 'https://cabinet.example', questions));
    const bytes = Buffer.byteLength(section) + Buffer.byteLength(jsonLd);
    // As sent: the front server and nginx compress HTML (decision 025).
    const sent = gzipSync(section + jsonLd).length;
    report(
      `50 answered questions: section ${Buffer.byteLength(section)} B + JSON-LD ${Buffer.byteLength(jsonLd)} B = ${bytes} B, ${sent} B gzipped`,
    );
    expect(sent).toBeLessThanOrEqual(20_000);
  });
});
