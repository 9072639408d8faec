import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { describe, expect, it } from 'vitest';
import type { ActionResult } from '@/lib/actions/action-result';
import { UNKNOWN_ACTION_MESSAGE } from '@/front-server/action-gate/server-action-ids';
import { callAction } from './call-action';

type Result = ActionResult;

describe('callAction', () => {
  it("answers the action's result when the call works", async () => {
    await expect(callAction(Promise.resolve<Result>({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('turns the error Next throws for an action id the server does not know into a refusal that says to reload', async () => {
    // The error Next's client router throws on `x-nextjs-action-not-found` (a page from another build).
    const stale = Promise.reject<Result>(
      new UnrecognizedActionError('Server Action "ff" was not found on the server.'),
    );
    await expect(callAction(stale)).resolves.toEqual({ ok: false, message: UNKNOWN_ACTION_MESSAGE, fieldErrors: {} });
  });

  it('lets any other error through, so the component answers it as before', async () => {
    const offline = new TypeError('Failed to fetch');
    await expect(callAction(Promise.reject<Result>(offline))).rejects.toBe(offline);
    // Its own fallback, the way the back office's components catch it.
    const shown = await callAction(Promise.reject<Result>(offline)).catch(
      (): Result => ({ ok: false, message: 'Impossible de supprimer', fieldErrors: {} }),
    );
    expect(shown).toEqual({ ok: false, message: 'Impossible de supprimer', fieldErrors: {} });
  });
});
