import {
  AUTOSAVE_INVALID_MESSAGE,
  AUTOSAVE_MAX_BYTES,
  AUTOSAVE_POST_GONE_MESSAGE,
  AUTOSAVE_TOO_LARGE_MESSAGE,
  autosaveSlotSchema,
  autosaveWriteSchema,
} from '@/lib/blog/autosave';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { discardAutosave, writeAutosave } from '@/server/blog/autosaves';
import { BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { answeringFailuresInFrench } from '@/server/http/route-failures';
import { DISK_FULL_AUTOSAVE_MESSAGE } from '@/server/disk-full';
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
async function writeAutosaveFor(request: Request): Promise<Response> {
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
  const stored = await writeAutosave(staff.id, write.data);
  if (!stored) return answer({ error: AUTOSAVE_POST_GONE_MESSAGE }, 404);
  return answer(stored, 200);
}

/** 'Ignorer': the staff member's autosave for the slot goes. */
async function discardAutosaveFor(request: Request): Promise<Response> {
  const staff = await requireBlogManagerForRequest(request);
  if (staff instanceof Response) return privately(staff);
  // The staff cookie rides along with a request from any page; only the back office may write.
  if (!isFromOwnSite(request)) return answer({ error: FOREIGN_ORIGIN_MESSAGE }, 403);
  const slot = slotOf(request);
  if (!slot.success) return answer({ error: AUTOSAVE_INVALID_MESSAGE }, 400);
  await discardAutosave(staff.id, slot.data);
  return new Response(null, { status: 204, headers: privateNoStore });
}

// Failures are logged without the form: it is the staff member's and stays out of the log.
export const POST = answeringFailuresInFrench(writeAutosaveFor, {
  log: 'Autosave failed',
  message: 'L’enregistrement automatique a échoué.',
  diskFullMessage: DISK_FULL_AUTOSAVE_MESSAGE,
});
export const DELETE = answeringFailuresInFrench(discardAutosaveFor, {
  log: 'Discarding an autosave failed',
  message: 'Impossible d’ignorer l’enregistrement automatique.',
});
