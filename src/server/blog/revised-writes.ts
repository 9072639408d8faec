import 'server-only';
import { snapshotOfWrite } from '@/lib/post-revision';
import type { PostWrite } from '@/lib/post-types';
import { changePublicContent } from '@/server/public-cache/content-version';
import { databaseEngine } from '../db/client';
import { insertPostIn, updatePostIn } from './post-writes';
import { newestRevisionOf, recordRevision, type RevisionAuthor } from './post-revisions';

export type RevisedWrite = {
  /** null creates the article. */
  id: string | null;
  write: PostWrite;
  /** Keep the live article as it is and store the write as its pending changes. */
  staged: boolean;
  by: RevisionAuthor;
  at: Date;
  /** The version the editor was opened at; undefined skips the conflict check. */
  baseVersion?: number;
};

export type RevisedWriteOutcome =
  | { kind: 'saved'; id: string; version: number }
  | { kind: 'gone' }
  | { kind: 'conflict'; version: number; by: string | null; at: string };

/**
 * One save from the editor, all in one transaction: check that nobody saved since the editor was
 * opened (the article's newest revision number), write the article (or leave it untouched for
 * staged changes), keep the revision and prune, and move the public content version when the live
 * article changed (decision 034). On PostgreSQL the article row is locked first so two saves
 * cannot both pass the check; SQLite runs one writing transaction at a time.
 */
export async function writeWithRevision(change: RevisedWrite): Promise<RevisedWriteOutcome> {
  return changePublicContent(
    async (trx): Promise<RevisedWriteOutcome> => {
      const id = change.id ?? crypto.randomUUID();
      if (change.id) {
        let lookup = trx.selectFrom('blog_posts').select('id').where('id', '=', change.id);
        if (databaseEngine() === 'postgres') lookup = lookup.forUpdate();
        if (!(await lookup.executeTakeFirst())) return { kind: 'gone' };
        if (change.baseVersion !== undefined) {
          const newest = await newestRevisionOf(trx, change.id);
          const version = newest?.number ?? 0;
          if (version !== change.baseVersion) {
            return { kind: 'conflict', version, by: newest?.author_name ?? null, at: newest?.created_at ?? change.at.toISOString() };
          }
        }
      }
      const tags =
        change.write.tag_ids.length > 0
          ? await trx.selectFrom('tags').select(['id', 'name']).where('id', 'in', change.write.tag_ids).execute()
          : [];
      if (!change.staged) {
        if (change.id) await updatePostIn(trx, id, change.write);
        else await insertPostIn(trx, id, change.write);
      }
      const version = await recordRevision(trx, {
        postId: id,
        snapshot: snapshotOfWrite(change.write, tags),
        by: change.by,
        at: change.at,
        staged: change.staged,
      });
      return { kind: 'saved', id, version };
    },
    // Staged changes leave every public page as it was.
    (outcome) => outcome.kind === 'saved' && !change.staged,
  );
}
