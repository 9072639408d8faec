import { describe, expect, it } from 'vitest';
import { planSearch, type SearchPlan } from '@/lib/search/query';
import { SNIPPET_SOURCE_CHARACTERS } from '@/lib/search/snippet';
import { deletePost, updatePost } from '@/server/blog/post-writes';
import { updateCategory } from '@/server/blog/taxonomy';
import { listSearchSynonyms, searchPublicArticles } from '@/server/search/public-search';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';

// Search on both engines (decision 042): the same stems, each engine's own full-text index.
const now = new Date();
let sequence = 0;
/** A made-up word no other test's article holds, so each test reads only its own articles. */
const word = () => `zorglub${String.fromCharCode(97 + (sequence++ % 26))}${Date.now().toString(36).replace(/\d/g, '')}`;

async function plan(query: string): Promise<SearchPlan> {
  const found = planSearch(query, await listSearchSynonyms());
  if (!found) throw new Error(`nothing to search in ${query}`);
  return found;
}
const search = async (query: string, page = 1, size = 10) => searchPublicArticles(await plan(query), page, size, now);
const titles = async (query: string) => (await search(query)).hits.map((hit) => hit.title);

describe('public search', () => {
  it('ranks an article with the words in its title before one with them in its body only', async () => {
    const topic = word();
    await makePost({
      title: 'Un autre sujet',
      content: `<p>Il est question de ${topic} en passant.</p>`,
      createdAt: daysFrom(now, -1),
    });
    await makePost({ title: `Tout sur ${topic}`, content: '<p>Rien d’autre.</p>', createdAt: daysFrom(now, -5) });
    expect(await titles(topic)).toEqual([`Tout sur ${topic}`, 'Un autre sujet']);
  });

  it('finds « Échographies » from « echographie », in any case, and « préliminaires » from « préliminaire »', async () => {
    const topic = word();
    const post = await makePost({ title: `Échographies et ${topic}`, content: '<p>Les PRÉLIMINAIRES comptent.</p>' });
    for (const query of [`echographie ${topic}`, `ÉCHOGRAPHIE ${topic}`, `${topic} préliminaire`]) {
      expect(
        (await search(query)).hits.map((hit) => hit.id),
        query,
      ).toEqual([post.id]);
    }
  });

  it('finds by the everyday words of the seeded list: « impuissance » finds « dysfonction érectile »', async () => {
    const topic = word();
    const post = await makePost({ title: `La dysfonction érectile ${topic}`, content: '<p>Traitements.</p>' });
    expect((await search(`impuissance ${topic}`)).hits.map((hit) => hit.id)).toEqual([post.id]);
    expect((await search(`écho ${topic}`)).hits).toEqual([]);
  });

  it('finds by excerpt, category and tag, and by a category’s new name once renamed', async () => {
    const [inExcerpt, inCategory, inTag] = [word(), word(), word()];
    const category = await makeCategory({ name: `Catégorie ${inCategory}` });
    const tag = await makeTag({ name: `Étiquette ${inTag}` });
    const post = await makePost({ excerpt: `Résumé ${inExcerpt}.`, category_id: category.id, tag_ids: [tag.id] });
    for (const query of [inExcerpt, inCategory, inTag])
      expect(
        (await search(query)).hits.map((hit) => hit.id),
        query,
      ).toEqual([post.id]);
    const renamed = word();
    await updateCategory(category.id, { name: `Catégorie ${renamed}`, color: category.color });
    expect((await search(renamed)).hits.map((hit) => hit.id)).toEqual([post.id]);
    expect((await search(inCategory)).hits).toEqual([]);
  });

  it('never finds an unpublished article: a draft, an archived one, a future one, nor one deleted', async () => {
    const topic = word();
    const visible = await makePost({ title: `Publié ${topic}` });
    await makePost({ title: `Brouillon ${topic}`, status: 'draft' });
    await makePost({ title: `Archivé ${topic}`, status: 'archived' });
    await makePost({ title: `Futur ${topic}`, status: 'scheduled', scheduled_at: daysFrom(now, 1) });
    const gone = await makePost({ title: `Supprimé ${topic}` });
    await deletePost(gone.id);
    const result = await search(topic);
    expect(result.hits.map((hit) => hit.id)).toEqual([visible.id]);
    expect(result.total).toBe(1);
    const unpublished = await makePost({ title: `Retiré ${topic}` });
    await updatePost(unpublished.id, { status: 'draft' });
    expect((await search(topic)).total).toBe(1);
  });

  it('cuts the results into pages and counts them all, even past the last page', async () => {
    const topic = word();
    for (let index = 0; index < 5; index += 1)
      await makePost({ title: `${topic} ${index}`, createdAt: daysFrom(now, -index) });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => search(topic, page, 2)));
    expect(pages.map((page) => page.hits.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5, 5]);
  });

  it('runs queries made of the query languages’ own operators as plain words', async () => {
    const topic = word();
    const post = await makePost({ title: `Near or and ${topic}` });
    expect((await search(`NEAR( "${topic}" OR * | & ! :*`)).hits.map((hit) => hit.id)).toEqual([post.id]);
  });

  it('ranks and counts only the newest matches within the bound, so a word of every article costs the same (decision 049)', async () => {
    const topic = word();
    const mostRelevant = await makePost({ title: `Tout sur ${topic}`, createdAt: daysFrom(now, -10) });
    for (const days of [-3, -2, -1])
      await makePost({ title: 'Autre sujet', content: `<p>Un mot de ${topic}.</p>`, createdAt: daysFrom(now, days) });
    const bounded = await searchPublicArticles(await plan(topic), 1, 10, now, 3);
    expect(bounded.hits.map((hit) => hit.id)).not.toContain(mostRelevant.id);
    expect(bounded).toMatchObject({ total: 3, capped: true });
    const unbounded = await searchPublicArticles(await plan(topic), 1, 10, now, 4);
    expect(unbounded.hits[0]?.id).toBe(mostRelevant.id);
    expect(unbounded).toMatchObject({ total: 4, capped: false });
    expect((await searchPublicArticles(await plan(topic), 3, 1, now, 3)).total).toBe(3);
    expect((await searchPublicArticles(await plan(topic), 9, 1, now, 3)).total).toBe(3);
  });

  it('reads only a bounded beginning of each found body from the database (decision 049)', async () => {
    const topic = word();
    await makePost({ title: topic, content: `<p>${'Un long texte. '.repeat(1_000)}</p>` });
    const [hit] = (await search(topic)).hits;
    expect(hit?.content.length).toBe(SNIPPET_SOURCE_CHARACTERS);
  });
});
