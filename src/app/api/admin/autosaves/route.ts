import {
  AUTOSAVE_INVALID_MESSAGE,
  AUTOSAVE_MAX_BYTES,
  AUTOSAVE_POST_GONE_MESSAGE,
  AUTOSAVE_TOO_LARGE_MESSAGE,
  autosaveSlotSchema,
  autosaveWriteSchema,
} from '@/lib/autosave';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/same-origin-request';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { discardAutosave, writeAutosave } from '@/server/blog/autosaves';
import { BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';

// A staff member's text: never kept by the browser's or any shared cache.
const privateNoStore = { 'Cache-Control': 'private, no-store' };
const answer = (body: object, status: number) => Response.json(body, { status, headers: privateNoStore });

/** The guard's 401/403, kept out of every cache like the rest of these answers. */
function privately(refusal: Response): Response {
  refusal.headers.set('Cache-Control', 'private, no-store');
  return refusal;
}

/** `?slot=new` or `?slot=<article id>`. */
const slotOf = (request: Request) => autosaveSlotSchema.safeParse(new URL(request.url).searchParams.get('slot'));

/**
 * The editor's background save: the form as typed into the staff member's autosave for the
 * slot, never into the article (decision 022). The body is bounded like every other one (016).
 */
export async function POST(request: Request) {
  const staff = await requireBlogManagerForRequest(request);
  if (staff instanceof Response) return privately(staff);
  // The staff cookie rides along with a request from any page; only the back office may write.
  if (!isFromOwnSite(request)) return answer({ error: FOREIGN_ORIGIN_MESSAGE }, 403);
  const slot = slotOf(request);
  if (!slot.success) return answer({ error: AUTOSAVE_INVALID_MESSAGE }, 400);
  let body: unknown;
  try {
    body = JSON.parse((await readLimitedRequestBody(request, AUTOSAVE_MAX_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ error: AUTOSAVE_TOO_LARGE_MESSAGE }, 413);
    return answer({ error: AUTOSAVE_INVALID_MESSAGE }, 400);
  }
  const write = autosaveWriteSchema.safeParse({ ...(typeof body === 'object' && body !== null ? body : {}), slot: slot.data });
  if (!write.success) return answer({ error: AUTOSAVE_INVALID_MESSAGE }, 400);
  try {
    const stored = await writeAutosave(staff.id, write.data);
    if (!stored) return answer({ error: AUTOSAVE_POST_GONE_MESSAGE }, 404);
    return answer(stored, 200);
  } catch (error) {
    // The error only: the form itself is the staff member's and stays out of the log.
    logger.error({ err: error, staffId: staff.id, slot: slot.data }, 'Autosave failed');
    return answer({ error: "L'enregistrement automatique a échoué" }, 500);
  }
}

/** 'Ignorer': the staff member's autosave for the slot goes. */
export async function DELETE(request: Request) {
  const staff = await requireBlogManagerForRequest(request);
  if (staff instanceof Response) return privately(staff);
  // The staff cookie rides along with a request from any page; only the back office may write.
  if (!isFromOwnSite(request)) return answer({ error: FOREIGN_ORIGIN_MESSAGE }, 403);
  const slot = slotOf(request);
  if (!slot.success) return answer({ error: AUTOSAVE_INVALID_MESSAGE }, 400);
  try {
    await discardAutosave(staff.id, slot.data);
    return new Response(null, { status: 204, headers: privateNoStore });
  } catch (error) {
    logger.error({ err: error, staffId: staff.id, slot: slot.data }, 'Discarding an autosave failed');
    return answer({ error: "Impossible d'ignorer l'enregistrement automatique" }, 500);
  }
}
