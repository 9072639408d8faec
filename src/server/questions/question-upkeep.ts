import 'server-only';
import type { Kysely } from 'kysely';
import { DISCARDED_QUESTION_RETENTION_DAYS, QUESTION_MAIL_INTERVAL_MINUTES } from '@/lib/questions/question-types';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { touchedRows } from '@/server/db/stored-values';
import { logger } from '@/server/logger';
import { mailActiveStaff } from '@/server/mail/mail-active-staff';

/**
 * What the app does by itself about readers' questions, with no cron job (decision 043): it runs
 * when a question is posted and when the moderation page is opened.
 */

/** Refused and spam questions moderated more than 30 days ago are deleted. Returns how many. */
export async function deleteExpiredQuestions(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DISCARDED_QUESTION_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db()
    .deleteFrom('blog_questions')
    .where('state', 'in', ['refused', 'spam'])
    .where('moderated_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const QUESTION_MAIL_SENT_KEY = 'questions_mail_sent_at';

/**
 * Claims the one staff mail of the quarter of an hour and marks the pending questions it
 * announces, in one transaction. The claim is a conditional update of one row, so two processes
 * (or two connections) never both send: the second finds the time already moved. Questions that
 * arrive during the quiet quarter stay unannounced and are counted by the next mail. `database`
 * is another connection only in the test that proves the claim is shared.
 */
export async function claimQuestionMail(now: Date = new Date(), database: Kysely<Database> = db()): Promise<number> {
  const quietSince = new Date(now.getTime() - QUESTION_MAIL_INTERVAL_MINUTES * 60_000).toISOString();
  return database.transaction().execute(async (trx) => {
    // Writes first: an SQLite transaction that read before writing could not wait for another
    // process's write lock (its snapshot would be stale) and would fail instead.
    await trx
      .insertInto('app_settings')
      .values({ key: QUESTION_MAIL_SENT_KEY, value: new Date(0).toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
    const claimed = await trx
      .updateTable('app_settings')
      .set({ value: now.toISOString() })
      .where('key', '=', QUESTION_MAIL_SENT_KEY)
      .where('value', '<=', quietSince)
      .where((eb) =>
        eb.exists(
          eb.selectFrom('blog_questions').select('id').where('state', '=', 'pending').where('announced_at', 'is', null),
        ),
      )
      .executeTakeFirst();
    if (!touchedRows(claimed)) return 0;
    const announced = await trx
      .updateTable('blog_questions')
      .set({ announced_at: now.toISOString() })
      .where('state', '=', 'pending')
      .where('announced_at', 'is', null)
      .executeTakeFirst();
    return Number(announced.numUpdatedRows);
  });
}

/**
 * Tells every active admin and editor how many questions wait, at most once a quarter of an hour:
 * how many, never their text nor who wrote them, so nothing a patient typed leaves the site by mail.
 */
export async function announcePendingQuestions(now: Date = new Date()): Promise<number> {
  const count = await claimQuestionMail(now);
  if (count === 0) return 0;
  const subject = count === 1 ? '1 nouvelle question à modérer' : `${count} nouvelles questions à modérer`;
  await mailActiveStaff(
    ['admin', 'editor'],
    {
      subject,
      paragraphs: ['Bonjour,', `${subject} sous les articles du blog. Rien n’est publié avant votre relecture.`],
      link: { label: 'Ouvrir la modération', path: '/admin/commentaires' },
    },
    // The counter in the back office still shows them; one recipient's failure spares the others.
    (error, to) => logger.error({ err: error, to }, 'Mailing staff about pending questions failed'),
  );
  return count;
}
