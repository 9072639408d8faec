import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, planSearch } from '@/lib/search/query';
import { SNIPPET_SOURCE_CHARACTERS } from '@/lib/search/snippet';
import { updatePost } from '@/server/blog/post-writes';
import { moveToTrash } from '@/server/blog/trash';
import { updateCategory } from '@/server/blog/taxonomy';
import { createEverydayWord } from '@/server/search/everyday-words';
import { searchPublicArticles } from '@/server/search/public-search';
import { currentSearchIndex } from '@/server/search/search-index';
import { searchSite } from '@/server/search/site-search';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';
import { openSecondConnection } from '../support/second-connection';

// Search on both engines (decision 066): each process's MiniSearch, built from either engine's rows.
const now = new Date();
/**
 * A made-up word of ten random letters: no other test's article holds it, nor a word within the
 * typos the search forgives, so each test reads only its own articles.
 */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + randomInt(26))).join('');

const search = async (query: string, page = 1, size = 10, at = now) => {
  const index = await currentSearchIndex();
  const plan = planSearch(query, index.synonyms);
  if (!plan) throw new Error(`nothing to search in ${query}`);
  return searchPublicArticles(index, plan, page, size, at);
};
const ids = async (query: string, size = 10) => (await search(query, 1, size)).hits.map((hit) => hit.id);
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
    for (const query of [`echographie ${topic}`, `ÉCHOGRAPHIE ${topic}`, `${topic} préliminaire`])
      expect((await ids(query))[0], query).toBe(post.id);
  });

  it('finds by the everyday words of the seeded list: « impuissance » finds « dysfonction érectile »', async () => {
    const topic = word();
    const post = await makePost({ title: `La dysfonction érectile ${topic}`, content: '<p>Traitements.</p>' });
    expect(await ids(`impuissance ${topic}`)).toEqual([post.id]);
    expect(await ids(`impuissance ${word()}`)).toContain(post.id);
    expect(await ids(`écho ${word()}`)).not.toContain(post.id);
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
    await moveToTrash(gone.id);
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
    expect((await ids(`NEAR( "${topic}" OR * | & ! :*`))[0]).toBe(post.id);
  });

  it('ranks every match and counts them all, so a word of every article still puts the most relevant first', async () => {
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
    const later = await search(topic, 1, 10, tomorrow);
    expect(later.hits.map((hit) => hit.id)).toEqual([scheduled.id]);
  });

  it('shows what another process changed in this one’s next search: an edit, a deletion, a new everyday word', async () => {
    const other = openSecondConnection();
    const searchThere = async (query: string) => {
      const { articles, synonyms } = await currentSearchIndex(other);
      const found = planSearch(query, synonyms);
      return found ? articles.search(found, now, 10).found.map((match) => match.id) : [];
    };
    try {
      const [topic, edited, everyday, meaning] = [word(), word(), word(), word()];
      const post = await makePost({ title: `Premier ${topic}` });
      expect(await searchThere(topic)).toEqual([post.id]);
      await updatePost(post.id, { title: `Second ${edited}` });
      expect(await searchThere(topic)).toEqual([]);
      expect(await searchThere(edited)).toEqual([post.id]);
      await moveToTrash(post.id);
      expect(await searchThere(edited)).toEqual([]);
      const meant = await makePost({ title: `Le ${meaning}` });
      expect(await searchThere(everyday)).toEqual([]);
      await createEverydayWord({ term: everyday, meaning });
      expect(await searchThere(everyday)).toEqual([meant.id]);
    } finally {
      await other.destroy();
    }
  });

  it('reads only a bounded beginning of each found body’s visible text, its markup stripped', async () => {
    const topic = word();
    await makePost({ title: topic, content: `<p>${'Un <em>long</em> texte. '.repeat(1_000)}</p>` });
    const [hit] = (await search(topic)).hits;
    expect(hit?.passage.length).toBe(SNIPPET_SOURCE_CHARACTERS);
    expect(hit?.passage).toMatch(/^Un long texte\. Un long texte\./);
  });

  it('ranks the articles matching more of the words first, instead of requiring all of them', async () => {
    const [first, second] = [word(), word()];
    const one = await makePost({ title: `Seulement ${first}`, createdAt: daysFrom(now, -1) });
    const both = await makePost({ title: `${first} et ${second}`, createdAt: daysFrom(now, -9) });
    expect(await ids(`${first} ${second}`)).toEqual([both.id, one.id]);
  });

  it('finds with « mal au ventre » at least what « ventre » finds', async () => {
    await makePost({ title: 'Le ventre gonflé', content: '<p>Un ventre dur.</p>' });
    await makePost({ title: 'Douleurs abdominales', content: '<p>Quand consulter.</p>' });
    const belly = await ids('ventre', 100);
    expect(belly.length).toBeGreaterThan(0);
    expect(await ids('mal au ventre', 100)).toEqual(expect.arrayContaining(belly));
  });

  it('finds the erection articles from « impuissance », and the patients’ words of the subjects covered', async () => {
    const erection = await makePost({ title: 'Les troubles de l’érection', content: '<p>Une érection difficile.</p>' });
    const pregnancy = await makePost({ title: 'Suivi de grossesse', content: '<p>Les examens.</p>' });
    const painful = await makePost({ title: 'Douleurs pendant les rapports', content: '<p>La dyspareunie.</p>' });
    const periods = await makePost({ title: 'Les règles', content: '<p>Des douleurs des règles.</p>' });
    expect(await ids('impuissance', 100)).toContain(erection.id);
    expect(await ids('enceinte', 100)).toContain(pregnancy.id);
    expect(await ids('rapports douloureux', 100)).toContain(painful.id);
    expect(await ids('règles douloureuses', 100)).toContain(periods.id);
  });

  it('forgives a typo of one or two letters: « ejaculasion precoce », « contraseption », « mal o ventre » find results', async () => {
    const ejaculation = await makePost({ title: 'Éjaculation précoce : en parler' });
    const contraception = await makePost({ title: 'Contraception : bien choisir' });
    const belly = await makePost({ title: 'Quand le ventre fait mal' });
    expect(await ids('ejaculasion precoce', 100)).toContain(ejaculation.id);
    expect(await ids('contraseption', 100)).toContain(contraception.id);
    expect(await ids('mal o ventre', 100)).toContain(belly.id);
  });

  it('reads the last word as a beginning, as a patient types it', async () => {
    const topic = word();
    const post = await makePost({ title: `Tout sur ${topic}` });
    expect(await ids(topic.slice(0, 6))).toEqual([post.id]);
  });

  it('suggests the closest known words when nothing is found: « Essayez avec : éjaculation précoce »', async () => {
    await makePost({ title: 'Éjaculation précoce', content: '<p>L’éjaculation précoce se soigne.</p>' });
    const result = await searchSite('ejakulasyon prekosse', 1);
    expect([result.total, result.pages]).toEqual([0, []]);
    expect(result.suggestion).toBe('éjaculation précoce');
    expect((await searchSite('précoce', 1)).suggestion).toBeNull();
  });

  it('answers a query of any length or alphabet with bounded work: the query cut, eight words at most', async () => {
    for (const raw of ['é'.repeat(100_000), 'a '.repeat(50_000), 'مرحبا بكم '.repeat(5_000), '😀🩺 '.repeat(9_000)]) {
      const query = cleanSearchQuery(raw);
      const plan = planSearch(query, (await currentSearchIndex()).synonyms);
      expect(plan?.typed.length ?? 0).toBeLessThanOrEqual(8);
      const result = await searchSite(query, 1);
      expect(result.articles.length).toBeLessThanOrEqual(10);
    }
  });
});
