import 'server-only';
import type { Kysely } from 'kysely';
import type { PostDetail } from '@/lib/post-types';
import type { Database } from '../db/schema';
import { findPostDetailById } from './post-rows';

/**
 * What a review link shows, decided here only: the article as it is stored now, whatever its
 * status (a draft, or a published article), read when the link is opened, so a link created before
 * a save shows the saved text. Null when the article no longer exists.
 */
export async function loadReviewableArticle(database: Kysely<Database>, postId: string): Promise<PostDetail | null> {
  return findPostDetailById(database, postId);
}
