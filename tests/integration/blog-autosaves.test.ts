import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MAX_BYTES, isAutosaveWorthRestoring, NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { formatCasablancaClock } from '@/lib/text/french-dates';
import { emptyPostForm, postFormFromPost, type PostFormValues } from '@/lib/blog/post-form';
import { loadEditorState } from '@/server/blog/editor-state';
import { makePost } from '../support/factories';
import { signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';

/**
 * Autosaves (decision 022) through the real route handler and the real save/delete actions,
 * with real sessions. Only Next's request-scope parts are replaced: the accessor the actions'
 * guard reads, and the router-cache purge that needs a Next request to run in.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const SITE = 'http://cabinet.test';
const FROM_SITE = { origin: SITE, 'sec-fetch-site': 'same-origin' };
type Staff = { id: string; cookie: string };
let alice: Staff;
let bruno: Staff;

async function signedInEditor(label: string): Promise<Staff> {
  const email = uniqueEmail(label);
  const member = await staffWithStrongPassword({ email, name: label, role: 'editor' });
  return { id: member.id, cookie: await signInCookie(email) };
}

beforeAll(async () => {
  alice = await signedInEditor('alice');
  bruno = await signedInEditor('bruno');
});

async function postAutosave(slot: string, body: unknown, headers: Record<string, string>) {
  const { POST } = await import('@/app/api/admin/autosaves/route');
  return POST(
    new Request(`${SITE}/api/admin/autosaves?slot=${slot}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const autosaveAs = (staff: Staff, slot: string, values: PostFormValues, baseUpdatedAt: string | null) =>
  postAutosave(slot, { baseUpdatedAt, values }, { cookie: staff.cookie, ...FROM_SITE });

async function read(staff: Staff, slot: string) {
  const { readAutosave } = await import('@/server/blog/autosaves');
  return readAutosave(staff.id, slot);
}

async function storedArticle(id: string) {
  const { getPostForStaff } = await import('@/server/blog/posts');
  const post = await getPostForStaff(id);
  if (!post) throw new Error('article not found');
  return post;
}

describe('autosave per staff member and article', () => {
  it('keeps one autosave per staff member and article, apart from the article itself', async () => {
    const article = await makePost({ content: 'Texte publié.' });
    const stored = await storedArticle(article.id);
    const typed = { ...postFormFromPost(stored), content: 'Texte publié, puis complété.' };
    const response = await autosaveAs(alice, article.id, typed, stored.updated_at);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { savedAt, savedAtClock } = (await response.json()) as { savedAt: string; savedAtClock: string };
    expect(await read(alice, article.id)).toEqual({ values: typed, savedAt, baseUpdatedAt: stored.updated_at });
    expect(savedAtClock, "the editor's line shows the server's Casablanca time").toBe(formatCasablancaClock(savedAt));
    // The article is untouched.
    expect((await storedArticle(article.id)).content).toBe('Texte publié.');
    expect((await storedArticle(article.id)).updated_at).toBe(stored.updated_at);

    // A second autosave replaces the first.
    const more = { ...typed, content: 'Encore plus de texte.' };
    expect((await autosaveAs(alice, article.id, more, stored.updated_at)).status).toBe(200);
    expect((await read(alice, article.id))?.values.content).toBe('Encore plus de texte.');
  });

  it("never returns another staff member's autosave", async () => {
    const article = await makePost();
    const stored = await storedArticle(article.id);
    const alicesText = { ...postFormFromPost(stored), content: 'Le texte d’Alice.' };
    await autosaveAs(alice, article.id, alicesText, stored.updated_at);
    expect(await read(bruno, article.id)).toBeNull();
    const brunosText = { ...postFormFromPost(stored), content: 'Le texte de Bruno.' };
    await autosaveAs(bruno, article.id, brunosText, stored.updated_at);
    expect((await read(alice, article.id))?.values.content).toBe('Le texte d’Alice.');
    expect((await read(bruno, article.id))?.values.content).toBe('Le texte de Bruno.');
  });

  it("keeps the new-article form in its own 'new' slot per staff member, half-written values included", async () => {
    const halfWritten = { ...emptyPostForm(), title: 'Brouillon', slug: 'Pas Encore Un Slug', content: 'Début' };
    expect((await autosaveAs(alice, NEW_ARTICLE_SLOT, halfWritten, null)).status).toBe(200);
    expect((await read(alice, NEW_ARTICLE_SLOT))?.values).toEqual(halfWritten);
    expect(await read(bruno, NEW_ARTICLE_SLOT)).toBeNull();
  });

  it('offers an autosave newer than the article, and no longer once the article is saved after it', async () => {
    const article = await makePost();
    const opened = await storedArticle(article.id);
    await autosaveAs(alice, article.id, { ...postFormFromPost(opened), content: 'Ajout.' }, opened.updated_at);
    const draft = (await read(alice, article.id))!;
    expect(isAutosaveWorthRestoring(draft, { values: postFormFromPost(opened), updatedAt: opened.updated_at })).toBe(
      true,
    );

    // A colleague saves the article afterwards: the autosave is now older than what is stored.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { updatePost } = await import('@/server/blog/post-writes');
    await updatePost(article.id, { title: 'Titre changé par un collègue' });
    const now = await storedArticle(article.id);
    expect(now.updated_at > draft.savedAt).toBe(true);
    expect(isAutosaveWorthRestoring(draft, { values: postFormFromPost(now), updatedAt: now.updated_at })).toBe(false);
  });

  it("is cleared by a real save of the article ('Sauvegarder'), for the one who saved only", async () => {
    const article = await makePost();
    const stored = await storedArticle(article.id);
    const typed = { ...postFormFromPost(stored), content: 'Texte sauvegardé pour de bon.' };
    await autosaveAs(alice, article.id, typed, stored.updated_at);
    await autosaveAs(bruno, article.id, { ...typed, content: 'Autre texte.' }, stored.updated_at);
    requestHeaders.current = new Headers({ cookie: alice.cookie, 'x-admin-path': `/admin/blog/edit/${article.id}` });
    const { savePostAction } = await import('@/app/admin/(protected)/blog/actions');
    expect(await savePostAction(typed, 'save', article.id, (await loadEditorState(article.id))!.version)).toMatchObject(
      { ok: true },
    );
    expect(await read(alice, article.id)).toBeNull();
    expect(await read(bruno, article.id)).not.toBeNull();
  });

  it('is cleared by the creation of the article from the new-article form', async () => {
    const typed = {
      ...emptyPostForm(),
      title: `Article autosauvé ${Date.now()}`,
      content: 'Un texte assez long pour un article.',
    };
    await autosaveAs(alice, NEW_ARTICLE_SLOT, typed, null);
    requestHeaders.current = new Headers({ cookie: alice.cookie, 'x-admin-path': '/admin/blog/new' });
    const { savePostAction } = await import('@/app/admin/(protected)/blog/actions');
    expect(await savePostAction(typed, 'save', null, null)).toMatchObject({ ok: true, created: true });
    expect(await read(alice, NEW_ARTICLE_SLOT)).toBeNull();
  });

  it('stays while the article is in the Corbeille, and is removed with it for every staff member when it goes for good', async () => {
    const article = await makePost();
    const stored = await storedArticle(article.id);
    await autosaveAs(alice, article.id, { ...postFormFromPost(stored), content: 'A' }, stored.updated_at);
    await autosaveAs(bruno, article.id, { ...postFormFromPost(stored), content: 'B' }, stored.updated_at);
    requestHeaders.current = new Headers({ cookie: alice.cookie, 'x-admin-path': '/admin/blog' });
    const { deletePostAction } = await import('@/app/admin/(protected)/blog/actions');
    expect(await deletePostAction(article.id)).toEqual({ ok: true });
    const { db } = await import('@/server/db/client');
    const autosavesOf = () =>
      db().selectFrom('blog_autosaves').select('user_id').where('blog_post_id', '=', article.id).execute();
    expect(await autosavesOf()).toHaveLength(2);
    const { purgeExpiredTrash } = await import('@/server/blog/trash');
    await purgeExpiredTrash(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await autosavesOf()).toEqual([]);
  });

  it('prunes autosaves older than 30 days whenever one is written', async () => {
    const { writeAutosave } = await import('@/server/blog/autosaves');
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await writeAutosave(
      bruno.id,
      { slot: NEW_ARTICLE_SLOT, baseUpdatedAt: null, values: { ...emptyPostForm(), title: 'Ancien' } },
      old,
    );
    expect(await read(bruno, NEW_ARTICLE_SLOT)).not.toBeNull();
    await autosaveAs(alice, NEW_ARTICLE_SLOT, { ...emptyPostForm(), title: 'Récent' }, null);
    expect(await read(bruno, NEW_ARTICLE_SLOT)).toBeNull();
  });

  it("'Ignorer' (DELETE) removes only the staff member's own autosave", async () => {
    const article = await makePost();
    const stored = await storedArticle(article.id);
    await autosaveAs(alice, article.id, { ...postFormFromPost(stored), content: 'A' }, stored.updated_at);
    await autosaveAs(bruno, article.id, { ...postFormFromPost(stored), content: 'B' }, stored.updated_at);
    const { DELETE } = await import('@/app/api/admin/autosaves/route');
    const response = await DELETE(
      new Request(`${SITE}/api/admin/autosaves?slot=${article.id}`, {
        method: 'DELETE',
        headers: { cookie: alice.cookie, ...FROM_SITE },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await read(alice, article.id)).toBeNull();
    expect(await read(bruno, article.id)).not.toBeNull();
  });
});

describe('POST /api/admin/autosaves refuses', () => {
  const values = { ...emptyPostForm(), title: 'Refusé' };

  it('an anonymous request (401, private, no-store) and stores nothing', async () => {
    const response = await postAutosave(NEW_ARTICLE_SLOT, { baseUpdatedAt: null, values }, FROM_SITE);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  const foreign: Record<string, string>[] = [
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    { origin: 'http://evil.example' },
    { origin: 'http://blog.cabinet.test', 'sec-fetch-site': 'same-site' },
  ];
  it.each(foreign)('a staff cookie sent from another site (%o), and stores nothing', async (headers) => {
    const staff = await signedInEditor('cible');
    const response = await postAutosave(
      NEW_ARTICLE_SLOT,
      { baseUpdatedAt: null, values },
      { cookie: staff.cookie, ...headers },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Requête refusée : elle ne provient pas du site.' });
    expect(await read(staff, NEW_ARTICLE_SLOT)).toBeNull();
    const { DELETE } = await import('@/app/api/admin/autosaves/route');
    const deletion = await DELETE(
      new Request(`${SITE}/api/admin/autosaves?slot=new`, {
        method: 'DELETE',
        headers: { cookie: staff.cookie, ...headers },
      }),
    );
    expect(deletion.status).toBe(403);
  });

  it('a body over the limit (413), a malformed body or slot (400), an article that no longer exists (404)', async () => {
    const staff = { cookie: alice.cookie, ...FROM_SITE };
    const huge = { baseUpdatedAt: null, values: { ...values, content: 'x'.repeat(AUTOSAVE_MAX_BYTES) } };
    expect((await postAutosave(NEW_ARTICLE_SLOT, huge, staff)).status).toBe(413);
    expect((await postAutosave(NEW_ARTICLE_SLOT, '{"values":', staff)).status).toBe(400);
    expect((await postAutosave(NEW_ARTICLE_SLOT, { baseUpdatedAt: null, values: { title: 'x' } }, staff)).status).toBe(
      400,
    );
    expect((await postAutosave('autre-chose', { baseUpdatedAt: null, values }, staff)).status).toBe(400);
    const gone = await postAutosave(crypto.randomUUID(), { baseUpdatedAt: null, values }, staff);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Cet article n’existe plus' });
  });
});
