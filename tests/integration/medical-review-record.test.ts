import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emptyPostForm } from '@/lib/blog/post-form';
import { signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';
import { makeAuthor } from '../support/factories';

/**
 * Decision 036: a medical review is marked by the reviewer's own account or recorded by an admin
 * (kept as such), at the server's time, never typed; it is kept on the article and in its
 * history. The editor's real actions behind their guard, with real sessions; only Next's
 * request-scope parts are replaced: the accessor the guard reads, and the router-cache purge
 * that needs a Next request to run in.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

type Role = 'physician' | 'editor' | 'admin';
const staff = {} as Record<Role, { id: string; email: string; name: string; headers: Headers }>;

beforeAll(async () => {
  const names: Record<Role, string> = { physician: 'Nadia Démo', editor: 'Éric Éditeur', admin: 'Amina Admin' };
  for (const role of ['physician', 'editor', 'admin'] as const) {
    const email = uniqueEmail(role);
    const created = await staffWithStrongPassword({
      email,
      name: names[role],
      role: role === 'admin' ? 'admin' : 'editor',
    });
    staff[role] = {
      id: created.id,
      email,
      name: names[role],
      headers: new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/blog' }),
    };
  }
});

let counter = 0;
async function articleReviewedBy(reviewerEmail: string) {
  const reviewer = await makeAuthor({
    name: 'Nadia Démo',
    title: 'Dr',
    email: reviewerEmail,
    is_health_professional: true,
  });
  const { savePostAction } = await import('@/app/admin/(protected)/blog/actions');
  counter += 1;
  requestHeaders.current = staff.editor.headers;
  const form = {
    ...emptyPostForm(),
    title: `Relecture enregistrée ${counter}`,
    content: '<p>Texte.</p>',
    reviewer_id: reviewer.id,
  };
  // A date sent with the form, as a forged request would, is not one the server takes.
  const saved = await savePostAction({ ...form, reviewed_at: '2026-01-01' }, 'publish', null, null);
  if (!saved.ok) throw new Error(`save failed: ${JSON.stringify(saved)}`);
  return { id: saved.id, form: { ...form, slug: saved.slug }, version: saved.version };
}

async function stored(id: string) {
  const { getPostForStaff } = await import('@/server/blog/posts');
  return getPostForStaff(id);
}

describe('a medical review cannot be forged (decision 036)', () => {
  it('an editor who is not the reviewer cannot mark the article reviewed, nor date it through the form', async () => {
    const { markReviewedAction } = await import('@/app/admin/(protected)/blog/actions');
    const { NOT_THE_REVIEWER_MESSAGE } = await import('@/server/blog/mark-reviewed');
    const article = await articleReviewedBy(staff.physician.email);
    expect((await stored(article.id))?.reviewed_at).toBeNull();
    requestHeaders.current = staff.editor.headers;
    expect(await markReviewedAction(article.id)).toEqual({
      ok: false,
      message: NOT_THE_REVIEWER_MESSAGE,
      fieldErrors: {},
    });
    const post = await stored(article.id);
    expect(post?.reviewed_at).toBeNull();
    expect(post?.review_record).toBeNull();
  });

  it('the reviewer’s own account marks it: the server’s time, the account kept on the article and in the history', async () => {
    const { listRevisionsAction, markReviewedAction } = await import('@/app/admin/(protected)/blog/actions');
    const article = await articleReviewedBy(staff.physician.email.toUpperCase());
    requestHeaders.current = staff.physician.headers;
    const before = Date.now();
    expect(await markReviewedAction(article.id)).toMatchObject({ ok: true });
    const post = await stored(article.id);
    expect(Date.parse(post!.reviewed_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(post?.review_record).toEqual({ by_user_id: staff.physician.id, by_name: 'Nadia Démo', by_admin: false });
    const history = await listRevisionsAction(article.id);
    if (!history.ok) throw new Error('history failed');
    expect(history.revisions[0]).toMatchObject({
      author_name: 'Nadia Démo',
      review_note: 'Relu par Dr Nadia Démo, marqué par son propre compte',
      published: true,
    });
    expect(history.revisions[0]?.created_at).toBe(post?.reviewed_at);
  });

  it('an admin who marks it is recorded as the admin, in the article and in the history', async () => {
    const { listRevisionsAction, markReviewedAction } = await import('@/app/admin/(protected)/blog/actions');
    const article = await articleReviewedBy(staff.physician.email);
    requestHeaders.current = staff.admin.headers;
    expect(await markReviewedAction(article.id)).toMatchObject({ ok: true });
    expect((await stored(article.id))?.review_record).toEqual({
      by_user_id: staff.admin.id,
      by_name: 'Amina Admin',
      by_admin: true,
    });
    const history = await listRevisionsAction(article.id);
    if (!history.ok) throw new Error('history failed');
    expect(history.revisions.map((revision) => revision.review_note)).toEqual([
      'Relu par Dr Nadia Démo, enregistré par Amina Admin (administrateur)',
      null,
    ]);
    expect(history.revisions[0]?.author_name).toBe('Amina Admin');
  });

  it('the review keeps pending changes pending, and a later save keeps the review', async () => {
    const { markReviewedAction, savePostAction } = await import('@/app/admin/(protected)/blog/actions');
    const { loadPendingRevision } = await import('@/server/blog/pending-revision');
    const { db } = await import('@/server/db/client');
    const article = await articleReviewedBy(staff.physician.email);
    requestHeaders.current = staff.editor.headers;
    const staged = await savePostAction(
      { ...article.form, content: '<p>Texte révisé.</p>' },
      'stage',
      article.id,
      article.version,
    );
    expect(staged).toMatchObject({ ok: true, pending: true });
    requestHeaders.current = staff.physician.headers;
    expect(await markReviewedAction(article.id)).toMatchObject({ ok: true });
    expect((await loadPendingRevision(db(), article.id))?.snapshot.content).toBe('<p>Texte révisé.</p>');
    const reviewedAt = (await stored(article.id))?.reviewed_at;
    requestHeaders.current = staff.editor.headers;
    const version = staged.ok ? staged.version + 1 : 0;
    expect(
      await savePostAction({ ...article.form, content: '<p>Texte publié.</p>' }, 'publish', article.id, version),
    ).toMatchObject({ ok: true });
    expect((await stored(article.id))?.reviewed_at).toBe(reviewedAt);
  });
});
