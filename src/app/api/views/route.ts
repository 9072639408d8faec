import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { z } from 'zod';
import { hasViewed, VIEWED_COOKIE, VIEWS_ENDPOINT, withViewed } from '@/lib/viewed-articles';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { getCurrentStaff } from '@/server/auth/session';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';
import { countArticleView, findPublicPostIdBySlug } from '@/server/blog/views';
import { hashedClient } from '@/server/public-forms/secrets';

const viewSchema = z.object({ slug: z.string().min(1).max(200) });
const noStore = { 'Cache-Control': 'no-store' };
const done = () => new NextResponse(null, { status: 204, headers: noStore });
// The beacon sends {"slug": "…"}: a few hundred bytes. Anything bigger is refused unread.
const VIEW_BODY_LIMIT = 4 * 1024;

/** The beacon's JSON, null when it is not JSON; throws BodyTooLargeError past the limit. */
async function readBeacon(request: Request): Promise<unknown> {
  const bytes = await readLimitedRequestBody(request, VIEW_BODY_LIMIT);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Counts an article view, sent by a small beacon on the article page, so the page itself stays
 * cacheable. Only from the site's own pages, never from a robot's user agent (`isbot`), once per
 * browser session (a session cookie scoped to this endpoint), once per address and article
 * within a window, within the public forms' limits per hashed address and global (decision
 * 039), and never for a signed-in staff member.
 */
export async function POST(request: NextRequest) {
  if (!isFromOwnSite(request)) return new Response(null, { status: 403, headers: noStore });
  let beacon: unknown;
  try {
    beacon = await readBeacon(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ error: BODY_TOO_LARGE_MESSAGE }, { status: 413, headers: noStore });
  }
  const parsed = viewSchema.safeParse(beacon);
  if (!parsed.success) return new Response(null, { status: 400 });
  // A crawler that runs scripts reads pages but is no reader: answered like a counted view.
  if (isbot(request.headers.get('user-agent'))) return done();
  try {
    if (await getCurrentStaff(request.headers)) return done();
    const postId = await findPublicPostIdBySlug(parsed.data.slug);
    if (!postId) return done();
    const viewed = request.cookies.get(VIEWED_COOKIE)?.value;
    if (hasViewed(viewed, postId)) return done();
    await countArticleView(postId, hashedClient(clientAddress(request, auth().options), Date.now()));
    const response = done();
    response.cookies.set(VIEWED_COOKIE, withViewed(viewed, postId), {
      path: VIEWS_ENDPOINT,
      httpOnly: true,
      sameSite: 'strict',
      secure: new URL(request.url).protocol === 'https:',
    });
    return response;
  } catch (error) {
    logger.error({ err: error }, 'Counting an article view failed');
    return new Response(null, { status: 500 });
  }
}
