import { describe, expect, it } from 'vitest';
import { emptyPostForm, type PostFormValues, type SaveIntent } from '@/lib/blog/post-form';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { REVISIONS_KEPT } from '@/lib/blog/post-revision';
import { getPostWithPendingChangesForStaff, loadPendingRevision } from '@/server/blog/pending-revision';
import {
  articleVersion,
  discardPendingRevision,
  getRevisionForStaff,
  listRevisionsForStaff,
  postIdsWithPendingChanges,
} from '@/server/blog/post-revisions';
import { getPostForStaff, getPublicPostBySlug, listPublicPosts } from '@/server/blog/posts';
import { NOT_LIVE_MESSAGE, savePostFromEditor, type SaveOptions } from '@/server/blog/save-post';
import { db } from '@/server/db/client';
import { makeAuthor, makeCategory, makeTag } from '../support/factories';

const now = new Date('2026-06-15T10:20:30.000Z');
const alice = { id: 'staff-alice', name: 'Alice Bennani' };
const bob = { id: 'staff-bob', name: 'Bob Tazi' };
let counter = 0;

function form(overrides: Partial<PostFormValues> = {}): PostFormValues {
  counter += 1;
  return {
    ...emptyPostForm(),
    title: `Révisions ${counter}`,
    content: 'Premier paragraphe.\n\nSecond paragraphe.',
    ...overrides,
  };
}

async function save(
  values: PostFormValues,
  intent: SaveIntent,
  id: string | null,
  options: SaveOptions = { by: alice },
  at = now,
) {
  const result = await savePostFromEditor(values, intent, id, at, options);
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  return result;
}

describe('revisions (decision 020)', () => {
  it('every save keeps a revision: who, when, status, the whole article with its tags', async () => {
    const tag = await makeTag({ name: 'Grossesse' });
    const first = form({ tag_ids: [tag.id], meta_title: 'Titre SEO', excerpt: 'Extrait' });
    const created = await save(first, 'save', null);
    const id = created.post.id;
    await save({ ...first, title: 'Publié' }, 'publish', id, { by: bob });
    await save({ ...first, title: 'En attente' }, 'stage', id);
    await save({ ...first, title: 'Archivé', status: 'archived' }, 'save', id);

    const revisions = await listRevisionsForStaff(id);
    expect(
      revisions.map((revision) => [
        revision.number,
        revision.status,
        revision.author_name,
        revision.staged,
        revision.published,
      ]),
    ).toEqual([
      [4, 'archived', alice.name, false, false],
      [3, 'published', alice.name, true, false],
      [2, 'published', bob.name, false, true],
      [1, 'draft', alice.name, false, false],
    ]);
    expect(Date.parse(revisions[0]!.created_at)).not.toBeNaN();
    const oldest = await getRevisionForStaff(id, revisions[3]!.id);
    expect(oldest?.form).toMatchObject({
      title: first.title,
      excerpt: 'Extrait',
      meta_title: 'Titre SEO',
      content: first.content,
      status: 'draft',
      tag_ids: [tag.id],
    });
    expect(oldest?.created_at_label, 'Casablanca time, written by the server').toBe(
      formatAdminDateTime(revisions[3]!.created_at),
    );
    expect(await articleVersion(id)).toBe(4);
    expect(
      await getRevisionForStaff(crypto.randomUUID(), revisions[0]!.id),
      'a revision is read through its own article',
    ).toBeNull();
  });

  it(`keeps the newest ${REVISIONS_KEPT} revisions plus every one that was published`, async () => {
    const values = form();
    const { post } = await save(values, 'publish', null);
    for (let n = 1; n <= REVISIONS_KEPT + 5; n += 1)
      await save({ ...values, content: `Version ${n}` }, 'save', post.id);
    const numbers = (await listRevisionsForStaff(post.id)).map((revision) => revision.number);
    const newest = REVISIONS_KEPT + 6;
    expect(numbers).toEqual([...Array.from({ length: REVISIONS_KEPT }, (_, i) => newest - i), 1]);
    const stored = await db()
      .selectFrom('blog_post_revisions')
      .select('number')
      .where('blog_post_id', '=', post.id)
      .execute();
    expect(stored).toHaveLength(REVISIONS_KEPT + 1);
  });

  it('a revision comes back to the editor with its scheduled date as the Casablanca wall time the server reads', async () => {
    const { post } = await save(form({ status: 'scheduled', scheduled_at: '2026-12-01T10:00' }), 'save', null);
    const [revision] = await listRevisionsForStaff(post.id);
    expect((await getPostForStaff(post.id))?.scheduled_at).toBe('2026-12-01T09:00:00.000Z');
    expect((await getRevisionForStaff(post.id, revision!.id))?.form.scheduled_at).toBe('2026-12-01T10:00');
  });

  it('restore: a kept revision fills the form again, and saving it is a new revision', async () => {
    const values = form({ title: 'Ancien titre' });
    const { post } = await save(values, 'save', null);
    await save({ ...values, title: 'Nouveau titre' }, 'save', post.id);
    const [, first] = await listRevisionsForStaff(post.id);
    const restored = (await getRevisionForStaff(post.id, first!.id))!.form;
    expect(restored.title).toBe('Ancien titre');
    expect((await getPostForStaff(post.id))?.title, 'restoring alone writes nothing').toBe('Nouveau titre');

    const saved = await save(restored, 'save', post.id, { by: alice, baseVersion: 2 });
    expect(saved.version).toBe(3);
    expect((await getPostForStaff(post.id))?.title).toBe('Ancien titre');
  });

  it('a pending revision leaves the live article and the public queries unchanged until it is published', async () => {
    const values = form({ title: 'Version publiée', slug: `version-publiee-${counter + 1}` });
    const { post } = await save(values, 'publish', null, { by: alice }, new Date('2026-01-02T08:00:00.000Z'));
    const live = (await getPostForStaff(post.id))!;

    const staged = await save(
      { ...values, title: 'Version en attente', content: 'Texte revu.' },
      'stage',
      post.id,
      { by: bob },
      now,
    );
    expect(staged).toMatchObject({ pending: true, post: { slug: live.slug, status: 'published' } });
    expect(await getPostForStaff(post.id)).toEqual(live);
    expect((await getPublicPostBySlug(live.slug, now))?.title).toBe('Version publiée');
    expect((await listPublicPosts(now)).find((candidate) => candidate.id === post.id)?.title).toBe('Version publiée');
    const pending = await loadPendingRevision(db(), post.id);
    expect(pending).toMatchObject({
      number: 2,
      author_name: bob.name,
      snapshot: { title: 'Version en attente', content: 'Texte revu.' },
    });
    expect(await postIdsWithPendingChanges([post.id])).toEqual(new Set([post.id]));

    await save(
      { ...values, title: 'Version en attente', content: 'Texte revu.' },
      'publish_changes',
      post.id,
      { by: bob },
      now,
    );
    const after = (await getPostForStaff(post.id))!;
    expect(after.title).toBe('Version en attente');
    expect(after.published_at, 'the original publication date stays').toBe('2026-01-02T08:00:00.000Z');
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(live.updated_at));
    expect(after.content_updated_at).not.toBeNull();
    expect((await getPublicPostBySlug(live.slug, now))?.title).toBe('Version en attente');
    expect(await loadPendingRevision(db(), post.id)).toBeNull();
    expect(await postIdsWithPendingChanges([post.id])).toEqual(new Set());
  });

  it('the staff preview reads the pending changes with their author, category and tags; the live article otherwise', async () => {
    const [author, category, tag] = await Promise.all([
      makeAuthor({ name: 'Dr Preview' }),
      makeCategory({ name: 'Aperçu' }),
      makeTag({ name: 'Attente' }),
    ]);
    const values = form({ title: 'Publié tel quel' });
    const { post } = await save(values, 'publish', null);
    expect(await getPostWithPendingChangesForStaff(post.id)).toMatchObject({
      pending: false,
      post: { title: 'Publié tel quel' },
    });

    await save(
      {
        ...values,
        title: 'Prévu',
        content: 'mot '.repeat(600),
        author_id: author.id,
        category_id: category.id,
        tag_ids: [tag.id],
      },
      'stage',
      post.id,
    );
    const preview = await getPostWithPendingChangesForStaff(post.id);
    expect(preview).toMatchObject({
      pending: true,
      post: {
        id: post.id,
        title: 'Prévu',
        reading_time: 3,
        author: { name: 'Dr Preview' },
        category: { name: 'Aperçu' },
        tags: [{ name: 'Attente' }],
      },
    });
    expect(preview?.post.content_updated_at).not.toBeNull();
    expect((await getPostForStaff(post.id))?.title).toBe('Publié tel quel');
    expect(await getPostWithPendingChangesForStaff(crypto.randomUUID())).toBeNull();
  });

  it('a newer staged save replaces the pending one, and a plain save supersedes it', async () => {
    const values = form();
    const { post } = await save(values, 'publish', null);
    await save({ ...values, title: 'Attente 1' }, 'stage', post.id);
    await save({ ...values, title: 'Attente 2' }, 'stage', post.id);
    expect((await loadPendingRevision(db(), post.id))?.snapshot.title).toBe('Attente 2');
    expect((await listRevisionsForStaff(post.id)).filter((revision) => revision.pending)).toHaveLength(1);
    await save({ ...values, title: 'Brouillon' }, 'save', post.id);
    expect(await loadPendingRevision(db(), post.id)).toBeNull();
    expect((await getPostForStaff(post.id))?.status).toBe('draft');
  });

  it('discarding the pending revision keeps the live article, and the history keeps the changes', async () => {
    const values = form({ title: 'En ligne' });
    const { post } = await save(values, 'publish', null);
    await save({ ...values, title: 'Jamais publié' }, 'stage', post.id);
    expect(await discardPendingRevision(post.id)).toBe(true);
    expect(await discardPendingRevision(post.id)).toBe(false);
    expect(await loadPendingRevision(db(), post.id)).toBeNull();
    expect((await getPostForStaff(post.id))?.title).toBe('En ligne');
    expect((await listRevisionsForStaff(post.id))[0]).toMatchObject({ staged: true, pending: false });
  });

  it('only a published article can stage changes', async () => {
    const values = form();
    const { post } = await save(values, 'save', null);
    expect(await savePostFromEditor(values, 'stage', post.id, now, { by: alice })).toEqual({
      ok: false,
      message: NOT_LIVE_MESSAGE,
      fieldErrors: {},
    });
    expect(await savePostFromEditor(values, 'stage', null, now, { by: alice })).toMatchObject({
      ok: false,
      message: NOT_LIVE_MESSAGE,
    });
  });
});

describe('edit conflicts (decision 020)', () => {
  it('a save after someone else saved is refused with who and the stored text, then overwritten on request', async () => {
    const values = form({ title: 'Titre de départ' });
    const { post, version } = await save(values, 'save', null);
    // Alice and Bob both open the article at this version; Bob saves first.
    await save({ ...values, title: 'Titre de Bob' }, 'save', post.id, { by: bob, baseVersion: version });

    const refused = await savePostFromEditor({ ...values, title: 'Titre d’Alice' }, 'save', post.id, now, {
      by: alice,
      baseVersion: version,
    });
    expect(refused).toMatchObject({
      ok: false,
      message: 'Cet article a été modifié par Bob Tazi depuis que vous l’avez ouvert.',
      conflict: { by: bob.name, version: version + 1, stored: { title: 'Titre de Bob' } },
    });
    expect((await getPostForStaff(post.id))?.title, 'nothing written').toBe('Titre de Bob');
    expect(await articleVersion(post.id)).toBe(version + 1);

    const overwritten = await save({ ...values, title: 'Titre d’Alice' }, 'save', post.id, {
      by: alice,
      baseVersion: version + 1,
    });
    expect(overwritten.version).toBe(version + 2);
    expect((await getPostForStaff(post.id))?.title).toBe('Titre d’Alice');
  });

  it('staged changes count as a save: the stored text shown is the pending one', async () => {
    const values = form({ title: 'Publié' });
    const { post, version } = await save(values, 'publish', null);
    await save({ ...values, title: 'En attente de Bob' }, 'stage', post.id, { by: bob, baseVersion: version });
    const refused = await savePostFromEditor({ ...values, title: 'Alice' }, 'publish_changes', post.id, now, {
      by: alice,
      baseVersion: version,
    });
    expect(refused).toMatchObject({ ok: false, conflict: { stored: { title: 'En attente de Bob' } } });
    expect((await getPostForStaff(post.id))?.title).toBe('Publié');
  });

  it('« Publier » sent twice for a new article publishes it once: one article, one revision, both answered as saved', async () => {
    const values = form({ title: 'Double clic sur Publier' });
    const [first, second] = await Promise.all([
      savePostFromEditor(values, 'publish', null, now, { by: alice }),
      savePostFromEditor(values, 'publish', null, now, { by: alice }),
    ]);
    expect(first).toMatchObject({ ok: true, created: true, version: 1 });
    expect(second).toMatchObject({ ok: true, created: true, version: 1 });
    if (!first.ok || !second.ok) throw new Error('both saves answer ok');
    const { id, slug } = first.post;
    expect(second.post.id).toBe(id);
    expect(await db().selectFrom('blog_posts').select('id').where('slug', '=', slug).execute()).toHaveLength(1);
    expect(await listRevisionsForStaff(id)).toHaveLength(1);
    // A lost answer retried later is the same save too.
    expect(await savePostFromEditor(values, 'publish', null, now, { by: alice })).toMatchObject({
      ok: true,
      post: { id },
    });
  });

  it('a creation with the same slug by someone else, or with other content, is a new article with the next free slug', async () => {
    const values = form({ title: 'Slug disputé' });
    const first = await save(values, 'publish', null);
    const slugs: string[] = [];
    for (const [other, by] of [
      [values, bob],
      [{ ...values, excerpt: 'Un autre résumé' }, alice],
    ] as const) {
      const result = await savePostFromEditor(other, 'publish', null, now, { by });
      if (!result.ok) throw new Error(JSON.stringify(result));
      expect(result.post.id).not.toBe(first.post.id);
      slugs.push(result.post.slug);
    }
    expect(slugs).toEqual([`${first.post.slug}-2`, `${first.post.slug}-3`]);
  });

  it('« Publier les modifications » sent twice is saved once, without a conflict with oneself', async () => {
    const values = form({ title: 'Publié deux fois' });
    const { post, version } = await save(values, 'publish', null);
    const changed = { ...values, title: 'Publié deux fois, corrigé' };
    const [first, second] = await Promise.all([
      savePostFromEditor(changed, 'publish_changes', post.id, now, { by: alice, baseVersion: version }),
      savePostFromEditor(changed, 'publish_changes', post.id, now, { by: alice, baseVersion: version }),
    ]);
    expect(first).toMatchObject({ ok: true, version: version + 1 });
    expect(second).toMatchObject({ ok: true, version: version + 1 });
    expect(await articleVersion(post.id)).toBe(version + 1);
  });

  it('an article saved before revisions existed is at version 0', async () => {
    const values = form();
    const { post } = await save(values, 'save', null);
    await db().deleteFrom('blog_post_revisions').where('blog_post_id', '=', post.id).execute();
    expect(await articleVersion(post.id)).toBe(0);
    expect(await savePostFromEditor(values, 'save', post.id, now, { by: alice, baseVersion: 0 })).toMatchObject({
      ok: true,
      version: 1,
    });
  });
});
