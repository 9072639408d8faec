import 'server-only';
import { MASK } from '@/lib/questions/mask-contacts';
import { MASKED_QUESTION_MESSAGE } from '@/lib/questions/question-form';
import type { Transaction } from 'kysely';
import type { QuestionState, StaffQuestion } from '@/lib/questions/question-types';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { countRows, isoTimestamp, isoTimestampOrNull, plainBoolean } from '@/server/db/stored-values';
import { changePublicContent } from '@/server/public-cache/content-version';

/**
 * The moderation side of readers' questions (decision 043), for admins and editors. Each change
 * records who made it and when. A change that touches what the public article shows (a question
 * published, edited, answered, unpublished or deleted) goes through `changePublicContent`, so the
 * cached article page shows it within the freshness bound; one that does not (a pending question
 * refused) leaves the public pages' version alone.
 */
export type Moderator = { id: string; name: string };

export type StaffQuestionFilters = { state: QuestionState; postId?: string; limit: number; offset: number };

export const MODERATION_PAGE_SIZE = 25;

const selectStaffQuestions = () =>
  db()
    .selectFrom('blog_questions')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_questions.blog_post_id')
    .selectAll('blog_questions')
    .select(['blog_posts.title as post_title', 'blog_posts.slug as post_slug']);

type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffQuestions>['executeTakeFirstOrThrow']>>;

const toStaffQuestion = (row: StaffRow): StaffQuestion => ({
  id: row.id,
  postId: row.blog_post_id,
  postTitle: row.post_title,
  postSlug: row.post_slug,
  pseudonym: row.pseudonym,
  text: row.text,
  maskedCount: Number(row.masked_count),
  emergency: plainBoolean(row.emergency),
  wantsAnswerMail: row.notify_email !== null,
  state: row.state,
  createdAt: isoTimestamp(row.created_at),
  moderatedAt: isoTimestampOrNull(row.moderated_at),
  moderatedByName: row.moderated_by_name,
  answerText: row.answer_text,
  answerAuthorId: row.answer_author_id,
  answeredAt: isoTimestampOrNull(row.answered_at),
  answeredByName: row.answered_by_name,
});

/** One page of one state, newest first, and the total of that state (and article). */
export async function listQuestionsForStaff(
  filters: StaffQuestionFilters,
): Promise<{ questions: StaffQuestion[]; total: number }> {
  let matching = selectStaffQuestions().where('blog_questions.state', '=', filters.state);
  if (filters.postId) matching = matching.where('blog_questions.blog_post_id', '=', filters.postId);
  const [rows, total] = await Promise.all([
    matching
      .orderBy('blog_questions.created_at', 'desc')
      .orderBy('blog_questions.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    countRows(matching),
  ]);
  return { questions: rows.map(toStaffQuestion), total };
}

export async function getQuestionForStaff(id: string): Promise<StaffQuestion | null> {
  const row = await selectStaffQuestions().where('blog_questions.id', '=', id).executeTakeFirst();
  return row ? toStaffQuestion(row) : null;
}

/** The sidebar's and the dashboard's counter. */
export async function countPendingQuestionsForStaff(): Promise<number> {
  return countRows(db().selectFrom('blog_questions').where('state', '=', 'pending'));
}

/** The articles that have questions, for the filter. */
export async function listArticlesWithQuestionsForStaff(): Promise<{ id: string; title: string }[]> {
  return db()
    .selectFrom('blog_posts')
    .select(['blog_posts.id', 'blog_posts.title'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_questions')
          .select('blog_questions.id')
          .whereRef('blog_questions.blog_post_id', '=', 'blog_posts.id'),
      ),
    )
    .orderBy('blog_posts.title')
    .execute();
}

type Change = { id: string; state: QuestionState; wasPublished: boolean };
/** The question as a change finds it, and its article's slug. */
type Current = { state: QuestionState; text: string; notify_email: string | null; slug: string };

/**
 * Runs one moderation change on a question that exists; null when it was already gone. The public
 * content version moves when the question was or becomes published.
 */
async function moderate(
  id: string,
  work: (trx: Transaction<Database>, current: Current) => Promise<QuestionState>,
): Promise<Change | null> {
  return changePublicContent(
    async (trx) => {
      const current = await trx
        .selectFrom('blog_questions')
        .innerJoin('blog_posts', 'blog_posts.id', 'blog_questions.blog_post_id')
        .select(['blog_questions.state', 'blog_questions.text', 'blog_questions.notify_email', 'blog_posts.slug'])
        .where('blog_questions.id', '=', id)
        .executeTakeFirst();
      if (!current) return null;
      const state = await work(trx, current);
      return { id, state, wasPublished: current.state === 'published' };
    },
    (change) => change !== null && (change.wasPublished || change.state === 'published'),
  );
}

const moderatedBy = (moderator: Moderator, now: Date) => ({
  moderated_at: now.toISOString(),
  moderated_by_id: moderator.id,
  moderated_by_name: moderator.name,
});

/** A question approved as it is while it still shows « [masqué] »: its sentence is to rewrite first. */
export class MaskedQuestionError extends Error {
  constructor() {
    super(MASKED_QUESTION_MESSAGE);
  }
}

/**
 * Publishes a question, with the text as edited by the moderator when one is given. A text with a
 * masked contact is never published as it is: « [masqué] » inside a patient's sentence reads as
 * censorship, so staff rewrite that sentence first (the edited text is checked by its schema).
 */
export async function approveQuestion(
  id: string,
  moderator: Moderator,
  editedText?: string,
  now: Date = new Date(),
): Promise<Change | null> {
  return moderate(id, async (trx, current) => {
    if (editedText === undefined && current.text.includes(MASK)) throw new MaskedQuestionError();
    await trx
      .updateTable('blog_questions')
      .set({
        state: 'published',
        ...(editedText === undefined ? {} : { text: editedText }),
        ...moderatedBy(moderator, now),
        ...(current.state === 'published' ? {} : { published_at: now.toISOString() }),
      })
      .where('id', '=', id)
      .execute();
    return 'published';
  });
}

/** Refused or spam: hidden, the reader's e-mail erased at once (it will never serve), deleted after 30 days. */
export async function discardQuestion(
  id: string,
  state: 'refused' | 'spam',
  moderator: Moderator,
  now: Date = new Date(),
): Promise<Change | null> {
  return moderate(id, async (trx) => {
    await trx
      .updateTable('blog_questions')
      .set({ state, notify_email: null, published_at: null, ...moderatedBy(moderator, now) })
      .where('id', '=', id)
      .execute();
    return state;
  });
}

/**
 * The answer, signed by an author, published with its question (a pending question is approved
 * by answering it). Returns the reader's e-mail, erased in the same transaction: the caller sends
 * the one mail it was given for, and it is never kept after.
 */
export async function answerQuestion(
  id: string,
  answer: { text: string; authorId: string },
  moderator: Moderator,
  now: Date = new Date(),
): Promise<(Change & { notifyEmail: string | null; postSlug: string }) | null> {
  let notifyEmail: string | null = null;
  let postSlug = '';
  const change = await moderate(id, async (trx, current) => {
    notifyEmail = current.notify_email;
    postSlug = current.slug;
    await trx
      .updateTable('blog_questions')
      .set({
        state: 'published',
        answer_text: answer.text,
        answer_author_id: answer.authorId,
        answered_at: now.toISOString(),
        answered_by_name: moderator.name,
        notify_email: null,
        ...moderatedBy(moderator, now),
        ...(current.state === 'published' ? {} : { published_at: now.toISOString() }),
      })
      .where('id', '=', id)
      .execute();
    return 'published';
  });
  return change && { ...change, notifyEmail, postSlug };
}

export async function deleteQuestion(id: string): Promise<Change | null> {
  return moderate(id, async (trx, current) => {
    await trx.deleteFrom('blog_questions').where('id', '=', id).execute();
    return current.state;
  });
}
