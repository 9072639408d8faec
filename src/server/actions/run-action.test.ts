import { redirect } from 'next/navigation';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it, vi } from 'vitest';

// Before the logger is created: the failure path logs on purpose, the report stays readable.
vi.stubEnv('LOG_LEVEL', 'silent');
const { runAction } = await import('./run-action');
const { logger } = await import('@/server/logger');

const PASSWORD = 'un-mot-de-passe-solide';
type Result = { ok: true } | { ok: false; formError: string };
const failure = { result: { ok: false, formError: "Impossible d'enregistrer" } as Result, log: 'Saving failed', context: { postId: 'p1' } };

describe('runAction', () => {
  it('answers what the service call answers', async () => {
    expect(await runAction<Result>(async () => ({ ok: true }), failure)).toEqual({ ok: true });
  });

  it('logs an unexpected error with its context and answers the French failure, never the error text', async () => {
    const logged = vi.spyOn(logger, 'error');
    const thrown = new Error(`insert failed for password ${PASSWORD}`);
    const result = await runAction<Result>(async () => Promise.reject(thrown), failure);
    expect(result).toEqual({ ok: false, formError: "Impossible d'enregistrer" });
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

  it('answers the disk-full result when the error (or its cause) says the disk is full, and logs the original error', async () => {
    const logged = vi.spyOn(logger, 'error');
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    const wrapped = new Error('save failed', { cause: full });
    const diskFull: Result = { ok: false, formError: 'Le disque du serveur est plein' };
    expect(await runAction<Result>(async () => Promise.reject(wrapped), { ...failure, diskFull })).toEqual(diskFull);
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: wrapped, postId: 'p1' }, 'Saving failed');
    const other = new Error('constraint failed');
    expect(await runAction<Result>(async () => Promise.reject(other), { ...failure, diskFull })).toEqual(failure.result);
  });

  it("lets Next's redirect through instead of turning it into a failure", async () => {
    const outcome = await runAction<Result>(async () => redirect('/admin/login'), failure).catch((error: unknown) => error);
    expect(isRedirectError(outcome)).toBe(true);
  });
});
