import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';
import { makeAuthor } from '../support/factories';

/**
 * Decision 032: an author's e-mail links a staff account to them (the account then marks their
 * articles reviewed), so only an admin sets or changes it. The authors page's action behind its
 * real guard, with real sessions; only Next's request-scope parts are replaced: the accessor the
 * guard reads, and the router-cache purge that needs a Next request to run in.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const sessions = { editor: new Headers(), admin: new Headers() };
let editorEmail = '';

beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  for (const role of ['editor', 'admin'] as const) {
    const email = uniqueEmail(role);
    if (role === 'editor') editorEmail = email;
    await createStaff({ email, name: role, role, password: STRONG_PASSWORD });
    sessions[role] = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/authors' });
  }
});

const physicianForm = (email: string) => ({
  name: 'Nadia Démo',
  slug: 'nadia-demo',
  title: 'Dr',
  email,
  bio: 'Gynécologue.',
  is_health_professional: true,
});

describe('an author’s e-mail link to an account is changed by admins only', () => {
  it('refuses an editor who sets a physician’s e-mail to their own, and stores nothing', async () => {
    const { saveAuthorAction } = await import('@/app/admin/(protected)/taxonomy-actions');
    const { AUTHOR_EMAIL_ADMIN_ONLY_MESSAGE } = await import('@/server/actions/taxonomy-admin');
    const { listAuthors } = await import('@/server/blog/taxonomy');
    const physician = await makeAuthor({
      name: 'Nadia Démo',
      slug: 'nadia-demo',
      email: 'nadia@cabinet.example',
      is_health_professional: true,
    });
    requestHeaders.current = sessions.editor;
    expect(await saveAuthorAction(physicianForm(editorEmail), physician.id)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { email: AUTHOR_EMAIL_ADMIN_ONLY_MESSAGE },
    });
    expect(
      await saveAuthorAction({ ...physicianForm(editorEmail), name: 'Karim Nouveau', slug: 'karim-nouveau' }, null),
    ).toMatchObject({ ok: false });
    expect((await listAuthors()).find((author) => author.id === physician.id)?.email).toBe('nadia@cabinet.example');

    // The rest of the author stays the editor's to change, the e-mail kept as it is.
    expect(
      await saveAuthorAction(
        { ...physicianForm('NADIA@cabinet.example'), bio: 'Gynécologue obstétricienne.' },
        physician.id,
      ),
    ).toEqual({ ok: true, id: physician.id });

    requestHeaders.current = sessions.admin;
    expect(await saveAuthorAction(physicianForm('nadia.alami@cabinet.example'), physician.id)).toEqual({
      ok: true,
      id: physician.id,
    });
    expect((await listAuthors()).find((author) => author.id === physician.id)?.email).toBe(
      'nadia.alami@cabinet.example',
    );
  });

  it('lets an editor create their own profile from their account’s address, without a health profession', async () => {
    const { saveAuthorAction } = await import('@/app/admin/(protected)/taxonomy-actions');
    const { listAuthors } = await import('@/server/blog/taxonomy');
    requestHeaders.current = sessions.editor;
    const own = {
      name: 'Nora Éditrice',
      slug: 'nora-editrice',
      email: editorEmail,
      bio: '',
      is_health_professional: false,
    };
    const saved = await saveAuthorAction(own, null);
    expect(saved).toMatchObject({ ok: true });
    expect((await listAuthors()).find((author) => author.name === 'Nora Éditrice')?.email).toBe(editorEmail);
    expect(
      await saveAuthorAction(
        { ...own, name: 'Nora Docteure', slug: 'nora-docteure', is_health_professional: true },
        null,
      ),
    ).toMatchObject({ ok: false });
  });
});
