import { describe, expect, it } from 'vitest';
import { planSearch, type SearchPlan } from '@/lib/search/query';
import { SNIPPET_SOURCE_CHARACTERS } from '@/lib/search/snippet';
import { deletePost, updatePost } from '@/server/blog/post-writes';
import { updateCategory } from '@/server/blog/taxonomy';
import { createEverydayWord } from '@/server/search/everyday-words';
import { searchPublicArticles } from '@/server/search/public-search';
import { currentSearchIndex } from '@/server/search/search-index';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';
import { openSecondConnection } from '../support/second-connection';

// Search on both engines (decisions 042, 058): the same stems in each process's index, the rows read from either engine.
const now = new Date();
let sequence = 0;
/** A made-up word no other test's article holds, so each test reads only its own articles. */
const word = () => `zorglub${String.fromCharCode(97 + (sequence++ % 26))}${Date.now().toString(36).replace(/\d/g, '')}`;

async function plan(query: string): Promise<SearchPlan> {
  const found = planSearch(query, (await currentSearchIndex()).synonyms);
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

  it('ranks every match and counts them all, so a word of every article still puts the most relevant first (decision 058)', async () => {
    const topic = word();
    const mostRelevant = await makePost({ title: `Tout sur ${topic}`, createdAt: daysFrom(now, -10) });
    for (const days of [-3, -2, -1])
      await makePost({ title: 'Autre sujet', content: `<p>Un mot de ${topic}.</p>`, createdAt: daysFrom(now, days) });
    const first = await search(topic, 1, 2);
    expect(first.hits[0]?.id).toBe(mostRelevant.id);
    expect(first.total).toBe(4);
    expect((await search(topic, 9, 1)).total).toBe(4);
  });

  it('shows an edit in the next search, and a scheduled article from its hour without any edit', async () => {
    const [before, after] = [word(), word()];
    const post = await makePost({ title: `Avant ${before}` });
    expect((await search(before)).hits.map((hit) => hit.id)).toEqual([post.id]);
    await updatePost(post.id, { title: `Après ${after}` });
    expect((await search(before)).hits).toEqual([]);
    expect((await search(after)).hits.map((hit) => hit.id)).toEqual([post.id]);
    const topic = word();
    const scheduled = await makePost({
      title: `Bientôt ${topic}`,
      status: 'scheduled',
      scheduled_at: daysFrom(now, 1),
    });
    expect((await search(topic)).total).toBe(0);
    const tomorrow = new Date(Date.parse(daysFrom(now, 1)) + 1_000);
    const later = await searchPublicArticles(await plan(topic), 1, 10, tomorrow);
    expect(later.hits.map((hit) => hit.id)).toEqual([scheduled.id]);
  });

  it('shows what another process changed in this one’s next search: an edit, a deletion, a new everyday word', async () => {
    const other = openSecondConnection();
    const searchThere = async (query: string) => {
      const { articles, synonyms } = await currentSearchIndex(other);
      const found = planSearch(query, synonyms);
      return found ? articles.search(found, now, 10).postIds : [];
    };
    try {
      const [topic, edited, everyday, meaning] = [word(), word(), word(), word()];
      const post = await makePost({ title: `Premier ${topic}` });
      expect(await searchThere(topic)).toEqual([post.id]);
      await updatePost(post.id, { title: `Second ${edited}` });
      expect(await searchThere(topic)).toEqual([]);
      expect(await searchThere(edited)).toEqual([post.id]);
      await deletePost(post.id);
      expect(await searchThere(edited)).toEqual([]);
      const meant = await makePost({ title: `Le ${meaning}` });
      expect(await searchThere(everyday)).toEqual([]);
      await createEverydayWord({ term: everyday, meaning });
      expect(await searchThere(everyday)).toEqual([meant.id]);
    } finally {
      await other.destroy();
    }
  });

  it('reads only a bounded beginning of each found body’s visible text, its markup stripped when saved (decision 049)', async () => {
    const topic = word();
    await makePost({ title: topic, content: `<p>${'Un <em>long</em> texte. '.repeat(1_000)}</p>` });
    const [hit] = (await search(topic)).hits;
    expect(hit?.passage.length).toBe(SNIPPET_SOURCE_CHARACTERS);
    expect(hit?.passage).toMatch(/^Un long texte\. Un long texte\./);
  });
});
