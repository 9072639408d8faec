import 'server-only';
import { AUTOSAVE_RETENTION_DAYS, NEW_ARTICLE_SLOT, type AutosaveDraft, type AutosaveWrite } from '@/lib/blog/autosave';
import { postFormValuesSchema } from '@/lib/blog/post-form';
import { formatCasablancaClock } from '@/lib/text/french-dates';
import { db } from '../db/client';
import { purgeExpiredTrash } from './trash';
import { isoTimestamp, isoTimestampOrNull, storedTimestamp } from '../db/stored-values';

/**
 * Autosaves (decision 022): private to their author. Every read and write is keyed by the staff
 * member's id, so nobody ever reads a colleague's; the form is never logged.
 */

/**
 * Stores (or replaces) the staff member's autosave for the slot, and prunes every autosave older
 * than the retention and the Corbeille's expired articles. Answers when, also as the editor's
 * line shows it; null when the article no longer exists.
 */
export async function writeAutosave(
  userId: string,
  write: AutosaveWrite,
  now: Date = new Date(),
): Promise<{ savedAt: string; savedAtClock: string } | null> {
  const postId = write.slot === NEW_ARTICLE_SLOT ? null : write.slot;
  const savedAt = storedTimestamp(now);
  const row = {
    user_id: userId,
    slot: write.slot,
    blog_post_id: postId,
    form: JSON.stringify(write.values),
    base_updated_at: write.baseUpdatedAt === null ? null : storedTimestamp(write.baseUpdatedAt),
    saved_at: savedAt,
  };
  const stored = await db()
    .transaction()
    .execute(async (trx) => {
      if (postId !== null) {
        const post = await trx.selectFrom('blog_posts').select('id').where('id', '=', postId).executeTakeFirst();
        if (!post) return false;
      }
      await trx
        .insertInto('blog_autosaves')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'slot'])
            .doUpdateSet({ form: row.form, base_updated_at: row.base_updated_at, saved_at: row.saved_at }),
        )
        .execute();
      const cutoff = new Date(now.getTime() - AUTOSAVE_RETENTION_DAYS * 24 * 60 * 60 * 1000);
      await trx.deleteFrom('blog_autosaves').where('saved_at', '<', storedTimestamp(cutoff)).execute();
      return true;
    });
  // The same upkeep empties the Corbeille of what has waited over 30 days.
  await purgeExpiredTrash(now);
  return stored ? { savedAt, savedAtClock: formatCasablancaClock(now.toISOString()) } : null;
}

/** The staff member's autosave for the slot, or null (also for a stored form that no longer reads). */
export async function readAutosave(userId: string, slot: string): Promise<AutosaveDraft | null> {
  const row = await db()
    .selectFrom('blog_autosaves')
    .select(['form', 'saved_at', 'base_updated_at'])
    .where('user_id', '=', userId)
    .where('slot', '=', slot)
    .executeTakeFirst();
  if (!row) return null;
  let form: unknown;
  try {
    form = JSON.parse(row.form);
  } catch {
    return null;
  }
  const values = postFormValuesSchema.safeParse(form);
  if (!values.success) return null;
  return {
    values: values.data,
    savedAt: isoTimestamp(row.saved_at),
    baseUpdatedAt: isoTimestampOrNull(row.base_updated_at),
  };
}

/** 'Ignorer', or a real save of the slot: the staff member's autosave goes. */
export async function discardAutosave(userId: string, slot: string): Promise<void> {
  await db().deleteFrom('blog_autosaves').where('user_id', '=', userId).where('slot', '=', slot).execute();
}
