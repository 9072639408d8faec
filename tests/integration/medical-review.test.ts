import { describe, expect, it } from 'vitest';
import { isReviewDue, reviewDueCutoff } from '@/lib/medical-review';
import { emptyPostForm, type PostFormValues } from '@/lib/post-form';
import { markReviewedByStaff, NOT_THE_REVIEWER_MESSAGE } from '@/server/blog/mark-reviewed';
import { countPostsDueForReviewForStaff, getPostForStaff, listPostsForStaff } from '@/server/blog/posts';
import { updatePost } from '@/server/blog/post-writes';
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
  it('stores the reviewer and the review date, read back with the reviewer’s title and name', async () => {
    const reviewer = await makeAuthor({ name: 'Nadia Démo', title: 'Dr', is_health_professional: true });
    const post = await savedPost(await savePostFromEditor(values({ reviewer_id: reviewer.id, reviewed_at: '2026-06-10' }), 'save', null, now));
    expect(post.reviewer).toEqual({ id: reviewer.id, name: 'Nadia Démo', title: 'Dr', email: reviewer.email });
    expect(post.reviewed_at).toBe('2026-06-10T11:00:00.000Z');
  });

  it('refuses a reviewer who is not a health professional', async () => {
    const writer = await makeAuthor({ is_health_professional: false });
    const result = await savePostFromEditor(values({ reviewer_id: writer.id, reviewed_at: '2026-06-10' }), 'save', null, now);
    expect(result).toEqual({ ok: false, fieldErrors: { reviewer_id: REVIEWER_NOT_PROFESSIONAL_MESSAGE } });
  });

  it('asks for the date with a reviewer, for a reviewer with a date, and refuses a future date', async () => {
    const reviewer = await makeAuthor({ is_health_professional: true });
    expect(await savePostFromEditor(values({ reviewer_id: reviewer.id }), 'save', null, now)).toEqual({
      ok: false,
      fieldErrors: { reviewed_at: 'Indiquez la date de la relecture' },
    });
    expect(await savePostFromEditor(values({ reviewed_at: '2026-06-10' }), 'save', null, now)).toEqual({
      ok: false,
      fieldErrors: { reviewer_id: 'Choisissez qui a relu cet article' },
    });
    expect(await savePostFromEditor(values({ reviewer_id: reviewer.id, reviewed_at: '2026-06-16' }), 'save', null, now)).toEqual({
      ok: false,
      fieldErrors: { reviewed_at: 'La date de relecture ne peut pas être dans le futur' },
    });
  });
});

describe('articles due for review', () => {
  it('filters and counts exactly the articles the rule marks "À relire"', async () => {
    const reviewer = await makeAuthor({ is_health_professional: true });
    const posts = await Promise.all([
      makePost({ title: 'Jamais relu' }),
      makePost({ title: 'Relu il y a 400 jours', reviewer_id: reviewer.id, reviewed_at: daysFrom(now, -400) }),
      makePost({ title: 'Relu il y a 30 jours', reviewer_id: reviewer.id, reviewed_at: daysFrom(now, -30) }),
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
  it('records today’s review for the staff member whose e-mail is the reviewer’s, whatever its case', async () => {
    const reviewer = await makeAuthor({ email: 'nadia.demo@cabinet.example', is_health_professional: true });
    const post = await makePost({ reviewer_id: reviewer.id, reviewed_at: daysFrom(now, -500) });
    expect(await markReviewedByStaff(post.id, { email: 'Nadia.Demo@cabinet.example' }, now)).toEqual({ ok: true, reviewedAtLabel: '15 juin 2026' });
    expect((await getPostForStaff(post.id))?.reviewed_at).toBe(now.toISOString());
  });

  it('refuses any other staff member and leaves the review as it was', async () => {
    const reviewer = await makeAuthor({ email: 'nadia.demo@cabinet.example', is_health_professional: true });
    const post = await makePost({ reviewer_id: reviewer.id, reviewed_at: daysFrom(now, -500) });
    expect(await markReviewedByStaff(post.id, { email: 'karim@cabinet.example' }, now)).toEqual({ ok: false, message: NOT_THE_REVIEWER_MESSAGE });
    expect((await getPostForStaff(post.id))?.reviewed_at).toBe(daysFrom(now, -500));
  });
});

describe('content update date', () => {
  it('changes when the title, excerpt, body or sources change, not for a status or a review', async () => {
    const reviewer = await makeAuthor({ is_health_professional: true });
    const post = await makePost();
    expect(post.content_updated_at).toBeNull();
    await updatePost(post.id, { featured: true, status: 'published', reviewer_id: reviewer.id, reviewed_at: now.toISOString() });
    expect((await getPostForStaff(post.id))?.content_updated_at).toBeNull();
    await updatePost(post.id, { title: post.title, content: post.content });
    expect((await getPostForStaff(post.id))?.content_updated_at).toBeNull();
    await updatePost(post.id, { content: '<p>Texte corrigé.</p>' });
    const afterBody = (await getPostForStaff(post.id))?.content_updated_at;
    expect(afterBody).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await updatePost(post.id, { sources: [{ title: 'OMS', url: 'https://www.who.int/fr', publisher: null, year: null }] });
    expect((await getPostForStaff(post.id))?.content_updated_at).not.toBeNull();
  });
});

describe('sources', () => {
  const who = { title: 'Ménopause : principaux repères', url: 'https://www.who.int/fr/news-room/fact-sheets/detail/menopause', publisher: 'OMS', year: '2024' };
  const inserm = { title: 'Sommeil', url: 'https://www.inserm.fr/dossier/sommeil/', publisher: '', year: '' };

  it('are saved in the editor’s order, with an empty publisher and year as none, and replaced on update', async () => {
    const post = await savedPost(await savePostFromEditor(values({ sources: [who, inserm] }), 'save', null, now));
    expect(post.sources).toEqual([
      { title: who.title, url: who.url, publisher: 'OMS', year: 2024 },
      { title: 'Sommeil', url: inserm.url, publisher: null, year: null },
    ]);
    const updated = await savedPost(await savePostFromEditor(values({ title: post.title, slug: post.slug, sources: [inserm] }), 'save', post.id, now));
    expect(updated.sources.map((source) => source.title)).toEqual(['Sommeil']);
  });

  it('names the source to fix: address not a full link, year not four digits, title missing', async () => {
    const cases: Array<[typeof who, string]> = [
      [{ ...who, url: 'www.who.int' }, "Source 2 : l’adresse doit être un lien complet commençant par https://"],
      [{ ...who, url: 'javascript:alert(1)' }, "Source 2 : l’adresse doit être un lien complet commençant par https://"],
      [{ ...who, year: '24' }, "Source 2 : l’année doit s’écrire avec quatre chiffres"],
      [{ ...who, title: ' ' }, 'Source 2 : le titre est obligatoire'],
    ];
    for (const [bad, message] of cases) {
      expect(await savePostFromEditor(values({ sources: [inserm, bad] }), 'save', null, now)).toEqual({ ok: false, fieldErrors: { sources: message } });
    }
  });
});
