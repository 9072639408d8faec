import 'server-only';
import type { Kysely } from 'kysely';
import type { PendingRevision } from '@/lib/post-revision';
import type { ArticleSnapshot } from '@/lib/post-types';
import { databaseEngine } from '../db/client';
import type { Database } from '../db/schema';
import { isoTimestamp, plainNumber, storedBoolean } from '../db/stored-values';

/**
 * The changes of a published article saved with 'Enregistrer sans publier' and not yet put live,
 * or null. The article row keeps the live version; this is what the editor (and a review link)
 * shows instead. Staff-only: never call it from a public page.
 */
export async function loadPendingRevision(database: Kysely<Database>, postId: string): Promise<PendingRevision | null> {
  const row = await database
    .selectFrom('blog_post_revisions')
    .select(['id', 'number', 'created_at', 'author_name', 'snapshot'])
    .where('blog_post_id', '=', postId)
    .where('pending', '=', storedBoolean(databaseEngine(), true))
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    number: plainNumber(row.number),
    created_at: isoTimestamp(row.created_at),
    author_name: row.author_name,
    snapshot: JSON.parse(row.snapshot) as ArticleSnapshot,
  };
}
