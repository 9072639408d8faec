import { z } from 'zod';
import {
  AUTOSAVE_INVALID_MESSAGE,
  AUTOSAVE_MAX_BYTES,
  AUTOSAVE_POST_GONE_MESSAGE,
  AUTOSAVE_TOO_LARGE_MESSAGE,
  autosaveSlotSchema,
  autosaveWriteSchema,
} from '@/lib/blog/autosave';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { discardAutosave, writeAutosave } from '@/server/blog/autosaves';
import { DISK_FULL_AUTOSAVE_MESSAGE } from '@/server/disk-full';
import { answer, noContent, refuse, staffRoute } from '@/server/http/route';

/** `?slot=new` or `?slot=<article id>`. */
const slotOf = (request: Request) => new URL(request.url).searchParams.get('slot');

/**
 * The editor's background save: the form as typed into the staff member's autosave for the
 * slot, never into the article (decision 022). The body is bounded like every other one (016).
 * Failures are logged without the form: it is the staff member's and stays out of the log.
 */
export const POST = staffRoute({
  guard: requireBlogManagerForRequest,
  body: { limit: AUTOSAVE_MAX_BYTES, as: 'json', tooLarge: AUTOSAVE_TOO_LARGE_MESSAGE },
  input: (request, body) => ({ ...(typeof body === 'object' && body !== null ? body : {}), slot: slotOf(request) }),
  schema: autosaveWriteSchema,
  invalid: AUTOSAVE_INVALID_MESSAGE,
  handle: async ({ staff, input }) => {
    const stored = await writeAutosave(staff.id, input);
    return stored ? answer(stored) : refuse(AUTOSAVE_POST_GONE_MESSAGE, 404);
  },
  failure: {
    log: 'Autosave failed',
    message: 'L’enregistrement automatique a échoué.',
    diskFullMessage: DISK_FULL_AUTOSAVE_MESSAGE,
  },
});

/** 'Ignorer': the staff member's autosave for the slot goes. */
export const DELETE = staffRoute({
  guard: requireBlogManagerForRequest,
  input: (request) => ({ slot: slotOf(request) }),
  schema: z.object({ slot: autosaveSlotSchema }),
  invalid: AUTOSAVE_INVALID_MESSAGE,
  handle: async ({ staff, input }) => {
    await discardAutosave(staff.id, input.slot);
    return noContent();
  },
  failure: { log: 'Discarding an autosave failed', message: 'Impossible d’ignorer l’enregistrement automatique.' },
});
