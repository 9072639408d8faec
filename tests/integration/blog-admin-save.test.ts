import { describe, expect, it } from 'vitest';
import { bodyBeyondBounds, bodyBoundsMessage } from '@/lib/blog/article-body/body-bounds';
import { emptyPostForm, type PostFormValues } from '@/lib/blog/post-form';
import { SCHEDULE_IN_PAST_MESSAGE } from '@/lib/blog/post-form-write';
import { savePostFromEditor } from '@/server/blog/save-post';
import { db } from '@/server/db/client';
import { getPostForStaff, getPublicPostBySlug } from '@/server/blog/posts';
import { makeAuthor, makeCategory, makePost, makeTag } from '../support/factories';
import { PATHOLOGICAL_BODIES } from '../support/pathological-bodies';

const now = new Date('2026-06-15T10:20:30.000Z');
let counter = 0;

function values(overrides: Partial<PostFormValues> = {}): PostFormValues {
  counter += 1;
  return {
    ...emptyPostForm(),
    title: `Préparer son échographie ${counter}`,
    content: Array.from({ length: 420 }, () => 'mot').join(' '),
    ...overrides,
  };
}

async function saved(result: Awaited<ReturnType<typeof savePostFromEditor>>) {
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  const post = await getPostForStaff(result.post.id);
  if (!post) throw new Error('saved post not found');
  return post;
}

describe('savePostFromEditor', () => {
  it('creates a draft with a slug from the title, reading time and tags, invisible publicly', async () => {
    const [author, category, tagA, tagB] = await Promise.all([makeAuthor(), makeCategory(), makeTag(), makeTag()]);
    const result = await savePostFromEditor(
      values({ slug: '', author_id: author.id, category_id: category.id, tag_ids: [tagA.id, tagB.id, tagA.id] }),
      'save',
      null,
      now,
    );
    const post = await saved(result);
    expect(result).toMatchObject({ ok: true, created: true });
    expect(post.slug).toBe(`preparer-son-echographie-${counter}`);
    expect(post.status).toBe('draft');
    expect(post.published_at).toBeNull();
    expect(post.reading_time).toBe(3);
    expect(post.author_id).toBe(author.id);
    expect(post.category?.id).toBe(category.id);
    expect(post.tags.map((tag) => tag.id).sort()).toEqual([tagA.id, tagB.id].sort());
    expect(await getPublicPostBySlug(post.slug)).toBeNull();
  });

  it('publishes with published_at now, and a later plain save turns it back into a draft', async () => {
    const published = await saved(await savePostFromEditor(values(), 'publish', null, now));
    expect(published.status).toBe('published');
    expect(published.published_at).toBe(now.toISOString());
    expect(await getPublicPostBySlug(published.slug)).not.toBeNull();

    const form = { ...values({ title: published.title, slug: published.slug }), status: 'published' as const };
    const draft = await saved(await savePostFromEditor(form, 'save', published.id, now));
    expect(draft.status).toBe('draft');
    expect(draft.published_at).toBeNull();
    expect(await getPublicPostBySlug(published.slug)).toBeNull();
  });

  it('refuses a scheduled date in the past on the server and writes nothing', async () => {
    const typo = values({ status: 'scheduled', scheduled_at: '2020-06-15T12:00' });
    expect(await savePostFromEditor(typo, 'save', null, now)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { scheduled_at: SCHEDULE_IN_PAST_MESSAGE },
    });
    const stored = await db().selectFrom('blog_posts').select('id').where('title', '=', typo.title).execute();
    expect(stored).toEqual([]);
  });

  it('schedules at a Casablanca wall time, public once the date has come', async () => {
    const post = await saved(
      await savePostFromEditor(values({ status: 'scheduled', scheduled_at: '2026-06-15T12:00' }), 'save', null, now),
    );
    expect(post.status).toBe('scheduled');
    expect(post.scheduled_at).toBe('2026-06-15T11:00:00.000Z');
    expect(post.published_at).toBeNull();
    expect(await getPublicPostBySlug(post.slug, new Date('2026-06-15T10:59:59Z'))).toBeNull();
    expect(await getPublicPostBySlug(post.slug, new Date('2026-06-15T11:00:00Z'))).not.toBeNull();
  });

  it('says which instant a scheduled time meant on a day the clock changes, and nothing on other days', async () => {
    const skipped = await savePostFromEditor(
      values({ status: 'scheduled', scheduled_at: '2027-03-14T02:30' }),
      'save',
      null,
      now,
    );
    expect(skipped).toMatchObject({
      ok: true,
      scheduleNote: '02:30 n’existe pas ce jour-là (changement d’heure) : l’article sera publié à 03:30.',
    });
    expect((await saved(skipped)).scheduled_at).toBe('2027-03-14T02:30:00.000Z');
    const repeated = await savePostFromEditor(
      values({ status: 'scheduled', scheduled_at: '2027-02-07T02:30' }),
      'save',
      null,
      now,
    );
    expect(repeated).toMatchObject({ ok: true, scheduleNote: expect.stringContaining('au second passage de 02:30') });
    const ordinary = await savePostFromEditor(
      values({ status: 'scheduled', scheduled_at: '2027-03-15T02:30' }),
      'save',
      null,
      now,
    );
    expect(ordinary).toMatchObject({ ok: true, scheduleNote: null });
  });

  it('archives', async () => {
    const post = await saved(await savePostFromEditor(values({ status: 'archived' }), 'save', null, now));
    expect(post.status).toBe('archived');
  });

  it('refuses what is wrong, field by field, and writes nothing', async () => {
    const before = await db()
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const result = await savePostFromEditor(
      values({ title: ' ', content: '', status: 'scheduled', scheduled_at: '' }),
      'save',
      null,
      now,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { title: 'Le titre est obligatoire', content: 'Le contenu est obligatoire' },
    });
    const missingDate = await savePostFromEditor(values({ status: 'scheduled', scheduled_at: '' }), 'save', null, now);
    expect(missingDate).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { scheduled_at: 'La date de publication est obligatoire pour un article programmé' },
    });
    const after = await db()
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a body beyond the bounds a page can render, in French, whatever way it was written, and writes nothing', async () => {
    const post = await makePost({ content: '<p>Le texte publié.</p>' });
    for (const [name, content] of Object.entries(PATHOLOGICAL_BODIES)) {
      const breach = bodyBeyondBounds(content)!;
      // A new article, and an existing one (a « Source HTML » edit or a revision restored into the form).
      for (const id of [null, post.id]) {
        expect(await savePostFromEditor(values({ content }), 'publish', id, now), name).toEqual({
          ok: false,
          message: 'Certains champs sont à corriger.',
          fieldErrors: { content: bodyBoundsMessage(breach) },
        });
      }
    }
    expect((await getPostForStaff(post.id))?.content).toBe('<p>Le texte publié.</p>');
  });

  it('a new article whose title another one has gets the next free slug by itself (-2, -3); an edit taking another article’s slug is refused; an article keeps its own slug', async () => {
    const other = await makePost();
    const second = await saved(await savePostFromEditor(values({ slug: other.slug }), 'save', null, now));
    expect(second.slug).toBe(`${other.slug}-2`);
    const third = await saved(await savePostFromEditor(values({ slug: other.slug }), 'save', null, now));
    expect(third.slug).toBe(`${other.slug}-3`);

    const taken = await savePostFromEditor(values({ slug: other.slug }), 'save', second.id, now);
    expect(taken).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { slug: 'Cette adresse de page est déjà prise par un autre article' },
    });

    const own = await saved(await savePostFromEditor(values({ slug: other.slug }), 'save', other.id, now));
    expect(own.id).toBe(other.id);
    expect(own.slug).toBe(other.slug);
  });

  it('refuses unknown author, category and tags', async () => {
    const result = await savePostFromEditor(
      values({ author_id: crypto.randomUUID(), category_id: crypto.randomUUID(), tag_ids: [crypto.randomUUID()] }),
      'save',
      null,
      now,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: {
        author_id: 'Cet auteur n’existe pas ou a été supprimé',
        category_id: 'Cette catégorie n’existe pas ou a été supprimée',
        tag_ids: 'Un des tags choisis n’existe pas ou a été supprimé',
      },
    });
  });

  it('ignores fields outside the whitelist', async () => {
    const forged = { ...values(), views_count: 5000, id: 'forged-id', created_at: '2000-01-01T00:00:00.000Z' };
    const post = await saved(await savePostFromEditor(forged, 'save', null, now));
    expect(post.views_count).toBe(0);
    expect(post.id).not.toBe('forged-id');
    expect(post.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('updates title, slug and tags, reporting the previous slug', async () => {
    const [tagA, tagB] = await Promise.all([makeTag(), makeTag()]);
    const first = await saved(await savePostFromEditor(values({ tag_ids: [tagA.id] }), 'publish', null, now));
    const result = await savePostFromEditor(
      values({ title: 'Nouveau titre', slug: `nouveau-titre-${counter}`, tag_ids: [tagB.id] }),
      'publish',
      first.id,
      now,
    );
    const updated = await saved(result);
    expect(result).toMatchObject({ ok: true, created: false });
    expect(updated.title).toBe('Nouveau titre');
    expect(updated.tags.map((tag) => tag.id)).toEqual([tagB.id]);
    expect(await getPublicPostBySlug(first.slug)).toBeNull();
    expect(await getPublicPostBySlug(updated.slug)).not.toBeNull();
  });

  it('reports an article deleted meanwhile', async () => {
    const result = await savePostFromEditor(values(), 'save', crypto.randomUUID(), now);
    expect(result).toEqual({ ok: false, message: 'Cet article n’existe plus', fieldErrors: {} });
  });
});
