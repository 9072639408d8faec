import { describe, expect, it } from 'vitest';
import { isReviewDue, reviewDueCutoff } from '@/lib/blog/medical-review';
import { emptyPostForm, type PostFormValues } from '@/lib/blog/post-form';
import { markReviewedByStaff, NO_REVIEWER_MESSAGE, NOT_THE_REVIEWER_MESSAGE } from '@/server/blog/mark-reviewed';
import { countPostsDueForReviewForStaff, getPostForStaff, listPostsForStaff } from '@/server/blog/posts';
import { updatePost } from '@/server/blog/post-writes';
import { db } from '@/server/db/client';
import { REVIEWER_NOT_PROFESSIONAL_MESSAGE, savePostFromEditor } from '@/server/blog/save-post';
import { daysFrom, makeAuthor, makePost } from '../support/factories';

const now = new Date('2026-06-15T10:20:30.000Z');
let counter = 0;

function values(overrides: Partial<PostFormValues> = {}): PostFormValues {
  counter += 1;
  return { ...emptyPostForm(), title: `Relecture ${counter}`, content: '<p>Texte.</p>', ...overrides };
}

async function savedPost(result: Awaited<ReturnType<typeof savePostFromEditor>>) {
  if (!result.ok) throw new Error(`save failed: ${JSON.stringify(result)}`);
  const post = await getPostForStaff(result.post.id);
  if (!post) throw new Error('saved post not found');
  return post;
}

describe('review fields', () => {
  it('stores the chosen reviewer, read back with the title and name, without making the article reviewed', async () => {
    const reviewer = await makeAuthor({ name: 'Nadia Démo', title: 'Dr', is_health_professional: true });
    const post = await savedPost(await savePostFromEditor(values({ reviewer_id: reviewer.id }), 'save', null, now));
    expect(post.reviewer).toEqual({ id: reviewer.id, name: 'Nadia Démo', title: 'Dr', email: reviewer.email });
    expect(post.reviewed_at).toBeNull();
    expect(post.review_record).toBeNull();
  });

  it('refuses a reviewer who is not a health professional', async () => {
    const writer = await makeAuthor({ is_health_professional: false });
    const result = await savePostFromEditor(values({ reviewer_id: writer.id }), 'save', null, now);
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { reviewer_id: REVIEWER_NOT_PROFESSIONAL_MESSAGE },
    });
  });

  it('a review date is never taken from the form, on creation or on update (decision 036)', async () => {
    const reviewer = await makeAuthor({ is_health_professional: true });
    const forged = { ...values({ reviewer_id: reviewer.id }), reviewed_at: '2026-06-10' };
    const created = await savedPost(await savePostFromEditor(forged, 'publish', null, now));
    expect(created.reviewed_at).toBeNull();
    const updated = await savedPost(
      await savePostFromEditor(
        { ...forged, title: created.title, slug: created.slug, reviewed_at: '2026-06-12' },
        'publish',
        created.id,
        now,
      ),
    );
    expect(updated.reviewed_at).toBeNull();
  });

  it('naming another reviewer clears the recorded review, keeping the same one keeps it', async () => {
    const nadia = await makeAuthor({ email: 'nadia.keep@cabinet.example', is_health_professional: true });
    const karim = await makeAuthor({ is_health_professional: true });
    const post = await savedPost(await savePostFromEditor(values({ reviewer_id: nadia.id }), 'save', null, now));
    await markReviewedByStaff(
      post.id,
      { id: 'u-nadia', name: 'Nadia', email: 'nadia.keep@cabinet.example', role: 'editor' },
      now,
    );
    const form = values({ title: post.title, slug: post.slug, reviewer_id: nadia.id });
    await savedPost(await savePostFromEditor(form, 'save', post.id, now));
    expect((await getPostForStaff(post.id))?.reviewed_at).toBe(now.toISOString());
    const moved = await savedPost(await savePostFromEditor({ ...form, reviewer_id: karim.id }, 'save', post.id, now));
    expect(moved.reviewer?.id).toBe(karim.id);
    expect(moved.reviewed_at).toBeNull();
    expect(moved.review_record).toBeNull();
  });
});

describe('articles due for review', () => {
  it('filters and counts exactly the articles the rule marks "À relire"', async () => {
    // The other tests' articles, never reviewed now that a review is only marked, leave circulation.
    await db().updateTable('blog_posts').set({ status: 'archived' }).execute();
    const reviewer = await makeAuthor({ is_health_professional: true });
    const posts = await Promise.all([
      makePost({ title: 'Jamais relu' }),
      makePost({ title: 'Relu il y a 400 jours', reviewer_id: reviewer.id, reviewedAt: daysFrom(now, -400) }),
      makePost({ title: 'Relu il y a 30 jours', reviewer_id: reviewer.id, reviewedAt: daysFrom(now, -30) }),
      makePost({ title: 'Brouillon jamais relu', status: 'draft' }),
      makePost({ title: 'Archivé jamais relu', status: 'archived' }),
    ]);
    const cutoff = reviewDueCutoff(now, 12);
    const { posts: due, total } = await listPostsForStaff({ reviewDueBefore: cutoff, limit: 100 });
    const expected = posts.filter((post) => isReviewDue(post, now, 12)).map((post) => post.title);
    expect(expected.sort()).toEqual(['Brouillon jamais relu', 'Jamais relu', 'Relu il y a 400 jours']);
    expect(due.map((post) => post.title).sort()).toEqual(expected);
    expect(total).toBe(3);
    expect(await countPostsDueForReviewForStaff(cutoff)).toBe(3);
  });
});

describe('Marquer comme relu', () => {
  it('records the review now for the staff member whose e-mail is the reviewer’s, whatever its case, with who marked it', async () => {
    const reviewer = await makeAuthor({
      name: 'Nadia Démo',
      title: 'Dr',
      email: 'nadia.demo@cabinet.example',
      is_health_professional: true,
    });
    const post = await makePost({ reviewer_id: reviewer.id, reviewedAt: daysFrom(now, -500) });
    expect((await getPostForStaff(post.id))?.review_record).toBeNull();
    const nadia = { id: 'u-nadia', name: 'Nadia Démo', email: 'Nadia.Demo@cabinet.example', role: 'editor' } as const;
    expect(await markReviewedByStaff(post.id, nadia, now)).toEqual({ ok: true, reviewedAtLabel: '15 juin 2026' });
    const marked = await getPostForStaff(post.id);
    expect(marked?.reviewed_at).toBe(now.toISOString());
    expect(marked?.review_record).toEqual({ by_user_id: 'u-nadia', by_name: 'Nadia Démo', by_admin: false });
  });

  it('refuses any other staff member who is not an admin and leaves the review as it was', async () => {
    const reviewer = await makeAuthor({ email: 'nadia.demo@cabinet.example', is_health_professional: true });
    const post = await makePost({ reviewer_id: reviewer.id, reviewedAt: daysFrom(now, -500) });
    const karim = { id: 'u-karim', name: 'Karim', email: 'karim@cabinet.example', role: 'editor' } as const;
    expect(await markReviewedByStaff(post.id, karim, now)).toEqual({
      ok: false,
      message: NOT_THE_REVIEWER_MESSAGE,
      fieldErrors: {},
    });
    expect((await getPostForStaff(post.id))?.reviewed_at).toBe(daysFrom(now, -500));
    expect((await getPostForStaff(post.id))?.review_record).toBeNull();
  });

  it('refuses everyone, admins included, while the article has no reviewer', async () => {
    const post = await makePost();
    const admin = { id: 'u-admin', name: 'Admin', email: 'admin@cabinet.example', role: 'admin' } as const;
    expect(await markReviewedByStaff(post.id, admin, now)).toEqual({
      ok: false,
      message: NO_REVIEWER_MESSAGE,
      fieldErrors: {},
    });
    expect((await getPostForStaff(post.id))?.reviewed_at).toBeNull();
  });
});

describe('content update date', () => {
  it('changes when the title, excerpt, body or sources change, not for a status or a review', async () => {
    const reviewer = await makeAuthor({ email: 'nadia.update@cabinet.example', is_health_professional: true });
    const post = await makePost();
    expect(post.content_updated_at).toBeNull();
    await updatePost(post.id, { featured: true, status: 'published', reviewer_id: reviewer.id });
    await markReviewedByStaff(
      post.id,
      { id: 'u-n', name: 'Nadia', email: 'nadia.update@cabinet.example', role: 'editor' },
      now,
    );
    expect((await getPostForStaff(post.id))?.content_updated_at).toBeNull();
    await updatePost(post.id, { title: post.title, content: post.content });
    expect((await getPostForStaff(post.id))?.content_updated_at).toBeNull();
    await updatePost(post.id, { content: '<p>Texte corrigé.</p>' });
    const afterBody = (await getPostForStaff(post.id))?.content_updated_at;
    expect(afterBody).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await updatePost(post.id, {
      sources: [{ title: 'OMS', url: 'https://www.who.int/fr', publisher: null, year: null }],
    });
    expect((await getPostForStaff(post.id))?.content_updated_at).not.toBeNull();
  });
});

describe('sources', () => {
  const who = {
    title: 'Ménopause : principaux repères',
    url: 'https://www.who.int/fr/news-room/fact-sheets/detail/menopause',
    publisher: 'OMS',
    year: '2024',
  };
  const inserm = { title: 'Sommeil', url: 'https://www.inserm.fr/dossier/sommeil/', publisher: '', year: '' };

  it('are saved in the editor’s order, with an empty publisher and year as none, and replaced on update', async () => {
    const post = await savedPost(await savePostFromEditor(values({ sources: [who, inserm] }), 'save', null, now));
    expect(post.sources).toEqual([
      { title: who.title, url: who.url, publisher: 'OMS', year: 2024 },
      { title: 'Sommeil', url: inserm.url, publisher: null, year: null },
    ]);
    const updated = await savedPost(
      await savePostFromEditor(values({ title: post.title, slug: post.slug, sources: [inserm] }), 'save', post.id, now),
    );
    expect(updated.sources.map((source) => source.title)).toEqual(['Sommeil']);
  });

  it('names the source to fix: address not a full link, year not four digits, title missing', async () => {
    const cases: Array<[typeof who, string]> = [
      [{ ...who, url: 'www.who.int' }, 'Source 2 : l’adresse doit être un lien complet commençant par https://'],
      [
        { ...who, url: 'javascript:alert(1)' },
        'Source 2 : l’adresse doit être un lien complet commençant par https://',
      ],
      [{ ...who, year: '24' }, 'Source 2 : l’année doit s’écrire avec quatre chiffres'],
      [{ ...who, title: ' ' }, 'Source 2 : le titre est obligatoire'],
    ];
    for (const [bad, message] of cases) {
      expect(await savePostFromEditor(values({ sources: [inserm, bad] }), 'save', null, now)).toEqual({
        ok: false,
        message: 'Certains champs sont à corriger.',
        fieldErrors: { sources: message },
      });
    }
  });
});
