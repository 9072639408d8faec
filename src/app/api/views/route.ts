import { cookies } from 'next/headers';
import { z } from 'zod';
import { hasViewed, VIEWED_COOKIE, VIEWS_ENDPOINT, withViewed } from '@/lib/viewed-articles';
import { getCurrentStaff } from '@/server/auth/session';
import { logger } from '@/server/logger';
import { findPublicPostIdBySlug, incrementArticleViews } from '@/server/blog/views';

const viewSchema = z.object({ slug: z.string().min(1).max(200) });
const done = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/**
 * Counts an article view, sent by a small beacon on the article page, so the page itself stays
 * cacheable. Once per browser session (a session cookie scoped to this endpoint) and never for
 * a signed-in staff member.
 */
export async function POST(request: Request) {
  const parsed = viewSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  try {
    if (await getCurrentStaff(request.headers)) return done();
    const postId = await findPublicPostIdBySlug(parsed.data.slug);
    if (!postId) return done();
    const jar = await cookies();
    const viewed = jar.get(VIEWED_COOKIE)?.value;
    if (hasViewed(viewed, postId)) return done();
    await incrementArticleViews(postId);
    jar.set(VIEWED_COOKIE, withViewed(viewed, postId), {
      path: VIEWS_ENDPOINT,
      httpOnly: true,
      sameSite: 'strict',
      secure: new URL(request.url).protocol === 'https:',
    });
    return done();
  } catch (error) {
    logger.error({ err: error }, 'Counting an article view failed');
    return new Response(null, { status: 500 });
  }
}
