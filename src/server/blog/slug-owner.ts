import 'server-only';
import { db } from '../db/client';

/** The id of the article, category or author using a slug, if any (slug uniqueness checks). */
export async function slugOwner(table: 'blog_posts' | 'categories' | 'authors', slug: string): Promise<string | null> {
  const row = await db().selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}
