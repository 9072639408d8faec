import 'server-only';
import type { Kysely } from 'kysely';
import { snapshotOfWrite } from '@/lib/blog/post-revision';
import type { ArticleSnapshot, PostWrite } from '@/lib/blog/post-types';
import { changePublicContent } from '@/server/public-cache/content-version';
import { databaseEngine, db } from '../db/client';
import type { Database } from '../db/schema';
import { plainBoolean } from '../db/stored-values';
import { insertPostIn, updatePostIn } from './post-writes';
import { tagsByIds } from './post-rows';
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
 * The save is one its author already made: their previous try was stored (with its content
 * version) but its answer never came back, a connection lost right after the commit. The newest
 * revision is the one right after the editor's version, by the same person, with the same
 * content: answering it as saved rather than « modifié par » themselves keeps what the editor
 * says true to what is stored (decision 034).
 */
async function isTheSameSaveAgain(
  trx: Kysely<Database>,
  change: RevisedWrite,
  version: number,
  snapshot: ArticleSnapshot,
): Promise<boolean> {
  if (!change.by || change.baseVersion === undefined || version !== change.baseVersion + 1) return false;
  const newest = await trx
    .selectFrom('blog_post_revisions')
    .select(['author_id', 'staged', 'snapshot'])
    .where('blog_post_id', '=', change.id!)
    .where('number', '=', version)
    .executeTakeFirst();
  return (
    newest !== undefined &&
    newest.author_id === change.by.id &&
    plainBoolean(newest.staged) === change.staged &&
    JSON.stringify(withoutPublicationInstant(JSON.parse(newest.snapshot) as ArticleSnapshot)) ===
      JSON.stringify(withoutPublicationInstant(snapshot))
  );
}

// 'Publier' dates the publication at each try: the same save sent again differs by that alone.
function withoutPublicationInstant(snapshot: ArticleSnapshot): Omit<ArticleSnapshot, 'published_at'> {
  const { published_at: _instant, ...rest } = snapshot;
  return rest;
}

/**
 * A creation its author already made: « Publier » clicked twice, or a first try whose answer was
 * lost. The article holding the slug has only the revision that created it, by the same person,
 * with the same content: it is answered as this save rather than as a taken slug or a second
 * article (decision 047).
 */
export async function sameCreationAgain(
  slugOwner: string,
  write: PostWrite,
  by: RevisionAuthor,
): Promise<{ id: string; version: number } | null> {
  const database = db();
  const snapshot = snapshotOfWrite(write, await tagsByIds(database, write.tag_ids));
  const change = { id: slugOwner, write, staged: false, by, at: new Date(), baseVersion: 0 };
  const version = (await newestRevisionOf(database, slugOwner))?.number ?? 0;
  return (await isTheSameSaveAgain(database, change, version, snapshot)) ? { id: slugOwner, version } : null;
}

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
      }
      const snapshot = snapshotOfWrite(change.write, await tagsByIds(trx, change.write.tag_ids));
      if (change.id && change.baseVersion !== undefined) {
        const newest = await newestRevisionOf(trx, change.id);
        const version = newest?.number ?? 0;
        if (version !== change.baseVersion) {
          if (await isTheSameSaveAgain(trx, change, version, snapshot)) return { kind: 'saved', id, version };
          return {
            kind: 'conflict',
            version,
            by: newest?.author_name ?? null,
            at: newest?.created_at ?? change.at.toISOString(),
          };
        }
      }
      if (!change.staged) {
        if (change.id) await updatePostIn(trx, id, change.write);
        else await insertPostIn(trx, id, change.write);
      }
      const version = await recordRevision(trx, {
        postId: id,
        snapshot,
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
