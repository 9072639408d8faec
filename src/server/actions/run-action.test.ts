import { redirect } from 'next/navigation';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/db/database-unavailable';
import { logger } from '@/server/logger';
import { runAction } from './run-action';

const PASSWORD = 'un-mot-de-passe-solide';
type Result = { ok: true } | { ok: false; formError: string };
const failure = {
  answer: (formError: string): Result => ({ ok: false, formError }),
  message: 'Impossible d’enregistrer',
  log: 'Saving failed',
  context: { postId: 'p1' },
};

describe('runAction', () => {
  it('answers what the service call answers', async () => {
    expect(await runAction<Result>(async () => ({ ok: true }), failure)).toEqual({ ok: true });
  });

  it('logs an unexpected error with its context and answers the French failure, never the error text', async () => {
    const logged = vi.spyOn(logger, 'error');
    const thrown = new Error(`insert failed for password ${PASSWORD}`);
    const result = await runAction<Result>(async () => Promise.reject(thrown), failure);
    expect(result).toEqual({ ok: false, formError: 'Impossible d’enregistrer' });
    expect(JSON.stringify(result)).not.toContain(PASSWORD);
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: thrown, postId: 'p1' }, 'Saving failed');
  });

  it('answers a refusal thrown by the service as its own result, without logging a failure', async () => {
    const logged = vi.spyOn(logger, 'error');
    class Refusal extends Error {}
    const result = await runAction<Result>(async () => Promise.reject(new Refusal('Un compte existe déjà.')), {
      ...failure,
      refusal: (error) => (error instanceof Refusal ? { ok: false, formError: error.message } : undefined),
    });
    expect(result).toEqual({ ok: false, formError: 'Un compte existe déjà.' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers the disk-full message when the error (or its cause) says the disk is full, and logs the original error', async () => {
    const logged = vi.spyOn(logger, 'error');
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const wrapped = new Error('save failed', { cause: full });
    const diskFullMessage = 'Le disque du serveur est plein';
    expect(await runAction<Result>(async () => Promise.reject(wrapped), { ...failure, diskFullMessage })).toEqual({
      ok: false,
      formError: diskFullMessage,
    });
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: wrapped, postId: 'p1' }, 'Saving failed');
    const other = new Error('constraint failed');
    expect(await runAction<Result>(async () => Promise.reject(other), { ...failure, diskFullMessage })).toEqual({
      ok: false,
      formError: failure.message,
    });
    const generic = await runAction<Result>(async () => Promise.reject(full), failure);
    expect(generic).toEqual({ ok: false, formError: expect.stringMatching(/^Le disque du serveur est plein/) });
  });

  it('answers a database outage (the session check included) with the French "indisponible" message, logged as a warning without a stack', async () => {
    const errors = vi.spyOn(logger, 'error');
    const warnings = vi.spyOn(logger, 'warn');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const inGuard = async (): Promise<Result> => {
      throw new Error('Failed to get session', { cause: refused });
    };
    expect(await runAction<Result>(inGuard, failure)).toEqual({ ok: false, formError: DATABASE_UNAVAILABLE_MESSAGE });
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledExactlyOnceWith(
      { reason: 'Failed to get session', postId: 'p1' },
      'Saving failed: database unavailable',
    );
  });

  it("lets Next's redirect through instead of turning it into a failure", async () => {
    const outcome = await runAction<Result>(async () => redirect('/admin/login'), failure).catch(
      (error: unknown) => error,
    );
    expect(isRedirectError(outcome)).toBe(true);
  });
});
