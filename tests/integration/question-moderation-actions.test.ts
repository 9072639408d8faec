import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { questionFormSchema, toNewQuestion } from '@/lib/questions/question-form';
import { submitQuestion } from '@/server/questions/public-questions';
import { getQuestionForStaff } from '@/server/questions/staff-questions';
import { makePost } from '../support/factories';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

/**
 * The moderation actions of readers' questions (decision 043) through their real guard, on both
 * engines. Only Next's request-scope parts are replaced: the accessor the guard reads, and the
 * router-cache purge that needs a Next request to run in.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const actions = () => import('@/app/admin/(protected)/commentaires/actions');
let slug = '';

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const email = uniqueEmail('editor');
  await createStaff({ email, name: 'Salma Modératrice', role: 'editor', password: STRONG_PASSWORD });
  requestHeaders.current = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/commentaires' });
  slug = (await makePost()).slug;
});

async function pendingQuestion(text: string): Promise<string> {
  const question = questionFormSchema.parse({ pseudonyme: 'Lecteur', question: text, email: '' });
  const stored = await submitQuestion(slug, toNewQuestion(question));
  return stored!.id;
}

describe('the discard action', () => {
  it.each([
    ['refused', 'La question est refusée\u00a0: elle sera supprimée dans 30\u00a0jours.'],
    ['spam', 'La question est classée comme indésirable\u00a0: elle sera supprimée dans 30\u00a0jours.'],
  ] as const)('moves a pending question to %s, recording who', async (state, message) => {
    const id = await pendingQuestion(`Une question à écarter comme ${state}`);
    const { discardQuestionAction } = await actions();
    expect(await discardQuestionAction(id, state)).toEqual({ ok: true, message });
    const stored = await getQuestionForStaff(id);
    expect(stored).toMatchObject({ state, moderatedByName: 'Salma Modératrice' });
  });

  it.each(['published', 'pending', 'deleted', undefined])(
    'takes no other state than refused or spam (%s is refused, the question unchanged)',
    async (state) => {
      const id = await pendingQuestion(`Une question qu’un état inconnu ne doit pas changer ${String(state)}`);
      const { discardQuestionAction } = await actions();
      expect(await discardQuestionAction(id, state as 'spam')).toEqual({
        ok: false,
        message: 'Cette décision n’existe pas.',
        fieldErrors: {},
      });
      expect((await getQuestionForStaff(id))?.state).toBe('pending');
    },
  );

  it('answers that a question that no longer exists is gone', async () => {
    const { discardQuestionAction } = await actions();
    expect(await discardQuestionAction('not-an-id', 'spam')).toMatchObject({
      ok: false,
      message: 'Cette question n’existe plus.',
    });
  });
});
