import { redirect } from 'next/navigation';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ActionResult } from '@/lib/actions/action-result';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/db/database-unavailable';
import { logger } from '@/server/logger';
import { staffAction, type StaffActionFailure } from './staff-action';

const PASSWORD = 'un-mot-de-passe-solide';
const failure: StaffActionFailure<[unknown]> = {
  message: 'Impossible d’enregistrer',
  log: 'Saving failed',
  context: () => ({ postId: 'p1' }),
};
const refused = (message: string) => ({ ok: false, message, fieldErrors: {} });

/** An action whose service call (or guard) is `task`. */
function action(
  task: () => Promise<ActionResult>,
  options: { failure?: StaffActionFailure<[unknown]>; guard?: () => Promise<unknown> } = {},
) {
  return staffAction({
    guard: options.guard ?? (async () => null),
    schema: z.unknown(),
    invalid: 'Requête invalide',
    run: task,
    failure: options.failure ?? failure,
  })(null);
}

describe('staffAction', () => {
  it('answers what the service call answers', async () => {
    expect(await action(async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('logs an unexpected error with its context and answers the French failure, never the error text', async () => {
    const logged = vi.spyOn(logger, 'error');
    const thrown = new Error(`insert failed for password ${PASSWORD}`);
    const result = await action(async () => Promise.reject(thrown));
    expect(result).toEqual(refused('Impossible d’enregistrer'));
    expect(JSON.stringify(result)).not.toContain(PASSWORD);
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: thrown, postId: 'p1' }, 'Saving failed');
  });

  it('answers a refusal thrown by the service as its own result, without logging a failure', async () => {
    const logged = vi.spyOn(logger, 'error');
    class Refusal extends Error {}
    const result = await action(async () => Promise.reject(new Refusal('Un compte existe déjà.')), {
      failure: { ...failure, refusal: (error) => (error instanceof Refusal ? error.message : undefined) },
    });
    expect(result).toEqual(refused('Un compte existe déjà.'));
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers the disk-full message when the error (or its cause) says the disk is full, and logs the original error', async () => {
    const logged = vi.spyOn(logger, 'error');
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const wrapped = new Error('save failed', { cause: full });
    const diskFullMessage = 'Le disque du serveur est plein';
    expect(await action(async () => Promise.reject(wrapped), { failure: { ...failure, diskFullMessage } })).toEqual(
      refused(diskFullMessage),
    );
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: wrapped, postId: 'p1' }, 'Saving failed');
    const other = new Error('constraint failed');
    expect(await action(async () => Promise.reject(other), { failure: { ...failure, diskFullMessage } })).toEqual(
      refused(failure.message),
    );
    const generic = await action(async () => Promise.reject(full));
    expect(generic).toEqual({ ...refused(''), message: expect.stringMatching(/^Le disque du serveur est plein/) });
  });

  it('answers a database outage (the session check included) with the French "indisponible" message, logged as a warning without a stack', async () => {
    const errors = vi.spyOn(logger, 'error');
    const warnings = vi.spyOn(logger, 'warn');
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const guard = async () => {
      throw new Error('Failed to get session', { cause: unreachable });
    };
    expect(await action(async () => ({ ok: true }), { guard })).toEqual(refused(DATABASE_UNAVAILABLE_MESSAGE));
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      { reason: 'Failed to get session', postId: 'p1' },
      'Saving failed: database unavailable',
    );
  });

  it("lets Next's redirect through instead of turning it into a failure", async () => {
    const outcome = await action(async () => redirect('/admin/login')).catch((error: unknown) => error);
    expect(isRedirectError(outcome)).toBe(true);
  });
});
