import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { NO_STORE_HEADERS } from '@/lib/http/no-store';
import { hasViewed, VIEWED_COOKIE, VIEWS_ENDPOINT, withViewed } from '@/lib/viewed-articles';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { getCurrentStaff } from '@/server/auth/session';
import { countArticleView, findPublicPostIdBySlug } from '@/server/blog/views';
import { noContent, publicRoute } from '@/server/http/route';

const viewSchema = z.object({ slug: z.string().min(1).max(200) });
type View = z.output<typeof viewSchema>;
// The beacon sends {"slug": "…"}: a few hundred bytes. Anything bigger is refused unread.
const VIEW_BODY_LIMIT = 4 * 1024;

/**
 * Counts an article view, sent by a small beacon on the article page, so the page itself stays
 * cacheable. Only from the site's own pages, once per browser session (a session cookie scoped
 * to this endpoint), once per address and article within a window, and never for a signed-in
 * staff member.
 */
export const POST = publicRoute<View, NextRequest>({
  body: { limit: VIEW_BODY_LIMIT, as: 'json' },
  schema: viewSchema,
  handle: async ({ request, input }) => {
    if (await getCurrentStaff(request.headers)) return noContent();
    const postId = await findPublicPostIdBySlug(input.slug);
    if (!postId) return noContent();
    const viewed = request.cookies.get(VIEWED_COOKIE)?.value;
    if (hasViewed(viewed, postId)) return noContent();
    await countArticleView(postId, clientAddress(request, auth().options));
    const response = new NextResponse(null, { status: 204, headers: NO_STORE_HEADERS });
    response.cookies.set(VIEWED_COOKIE, withViewed(viewed, postId), {
      path: VIEWS_ENDPOINT,
      httpOnly: true,
      sameSite: 'strict',
      secure: new URL(request.url).protocol === 'https:',
    });
    return response;
  },
  failure: { log: 'Counting an article view failed', message: 'La vue n’a pas pu être comptée.' },
});
