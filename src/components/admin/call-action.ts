import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { UNKNOWN_ACTION_MESSAGE } from '@/front-server/action-gate/server-action-ids';

/**
 * A server action call from a client component. A page from another build (a back-office tab
 * left open across a deploy) posts action ids the server does not know: the app's server answers
 * 409 with Next's not-found header, and Next's client throws its `UnrecognizedActionError`
 * without reading the French text of the answer. That error becomes the action's own refusal,
 * `refusal(UNKNOWN_ACTION_MESSAGE)` in the action's result shape (every one says `ok`), so the
 * component shows « Cette page n'est plus à jour : rechargez-la pour continuer. » where it shows
 * its other refusals and the form keeps what was typed. Any other error (no network…) goes on to
 * what the component did with it before: its own generic message, or the error screen.
 */
export async function callAction<T extends { ok: boolean }>(call: Promise<T>, refusal: (message: string) => NoInfer<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (unstable_isUnrecognizedActionError(error)) return refusal(UNKNOWN_ACTION_MESSAGE);
    throw error;
  }
}
