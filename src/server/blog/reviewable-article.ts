import 'server-only';
import type { Kysely } from 'kysely';
import type { PostDetail } from '@/lib/blog/post-types';
import type { Database } from '../db/schema';
import { withPendingChanges } from './pending-revision';
import { findPostDetailById } from './post-rows';

/**
 * What a review link shows, decided here only: the article as it will read once published, read
 * when the link is opened. For a draft, the draft as stored; for a published article with
 * changes saved 'sans publier', those pending changes (the colleague checks what is about to go
 * live, not what already is). Null when the article no longer exists.
 */
export async function loadReviewableArticle(database: Kysely<Database>, postId: string): Promise<PostDetail | null> {
  const stored = await findPostDetailById(database, postId);
  return stored && withPendingChanges(database, stored);
}
