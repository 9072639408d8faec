import { unstable_isUnrecognizedActionError } from 'next/navigation';
import { refusal, type ActionResult } from '@/lib/actions/action-result';
import { UNKNOWN_ACTION_MESSAGE } from '@/front-server/action-gate/server-action-ids';

/**
 * A server action call from a client component. A page from another build (a back-office tab
 * left open across a deploy) posts action ids the server does not know: the app's server answers
 * 409 with Next's not-found header, and Next's client throws its `UnrecognizedActionError`
 * without reading the French text of the answer. That error becomes the action's own refusal,
 * a refusal in the one result shape of every action (decision 038), so the
 * component shows « Cette page n'est plus à jour : rechargez-la pour continuer. » where it shows
 * its other refusals and the form keeps what was typed. Any other error (no network…) goes on to
 * what the component did with it before: its own generic message, or the error screen.
 */
export async function callAction<T extends ActionResult<object, object>>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // A refusal's extra data is optional (ActionRefusal): the bare refusal is one of T's.
    if (unstable_isUnrecognizedActionError(error)) return refusal(UNKNOWN_ACTION_MESSAGE) as T;
    throw error;
  }
}
