import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NewQuestion } from '@/lib/questions/question-form';
import type { PublicQuestion } from '@/lib/questions/question-types';
import { publiclyVisible } from '@/server/blog/post-visibility';
import { databaseEngine, db } from '@/server/db/client';
import { isoTimestamp, storedBoolean } from '@/server/db/stored-values';

/**
 * The public side of readers' questions (decision 043): only published ones are read, and a
 * question is accepted only for an article that is public and open to questions, whatever the
 * form sent. The visibility rule is the articles' own (`publiclyVisible`).
 */
export async function listPublicQuestions(postId: string): Promise<PublicQuestion[]> {
  const rows = await db()
    .selectFrom('blog_questions')
    .leftJoin('authors', 'authors.id', 'blog_questions.answer_author_id')
    .select([
      'blog_questions.id',
      'blog_questions.pseudonym',
      'blog_questions.text',
      'blog_questions.published_at',
      'blog_questions.answer_text',
      'blog_questions.answered_at',
      'authors.name as author_name',
      'authors.title as author_title',
    ])
    .where('blog_questions.blog_post_id', '=', postId)
    .where('blog_questions.state', '=', 'published')
    .orderBy('blog_questions.published_at')
    .orderBy('blog_questions.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    pseudonym: row.pseudonym,
    text: row.text,
    publishedAt: isoTimestamp(row.published_at!),
    answer:
      row.answer_text && row.answered_at
        ? {
            text: row.answer_text,
            author: row.author_name ? { name: row.author_name, title: row.author_title ?? null } : null,
            answeredAt: isoTimestamp(row.answered_at),
          }
        : null,
  }));
}

/**
 * Stores a question as pending, nothing more: nothing is public before a person approves it.
 * Null when the article is not (or no longer) open to questions. A question identical to one
 * already waiting under the same article is not stored twice (a double submit, a replayed post):
 * its id is answered instead.
 */
export async function submitQuestion(
  slug: string,
  question: NewQuestion,
  now: Date = new Date(),
): Promise<{ id: string; duplicate: boolean } | null> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const article = await trx
        .selectFrom('blog_posts')
        .select('blog_posts.id')
        .where('blog_posts.slug', '=', slug)
        .where(publiclyVisible(now))
        .where('blog_posts.allow_comments', '=', storedBoolean(databaseEngine(), true))
        .executeTakeFirst();
      if (!article) return null;
      const same = await trx
        .selectFrom('blog_questions')
        .select('id')
        .where('blog_post_id', '=', article.id)
        .where('state', '=', 'pending')
        .where('pseudonym', '=', question.pseudonym)
        .where('text', '=', question.text)
        .executeTakeFirst();
      if (same) return { id: same.id, duplicate: true };
      const id = randomUUID();
      await trx
        .insertInto('blog_questions')
        .values({
          id,
          blog_post_id: article.id,
          pseudonym: question.pseudonym,
          text: question.text,
          masked_count: question.maskedCount,
          emergency: storedBoolean(databaseEngine(), question.emergency),
          notify_email: question.notifyEmail,
          state: 'pending',
          created_at: now.toISOString(),
        })
        .execute();
      return { id, duplicate: false };
    });
}
