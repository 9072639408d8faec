import { describe, expect, it } from 'vitest';
import { readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { planSearch } from '@/lib/search/query';
import { NOTHING_SEARCHABLE_MESSAGE, TERM_REQUIRED_MESSAGE, TERM_TAKEN_MESSAGE } from '@/lib/search/everyday-word-form';
import {
  EVERYDAY_WORD_GONE_MESSAGE,
  removeEverydayWord,
  saveEverydayWord,
} from '@/server/actions/everyday-words-admin';
import { listEverydayWords } from '@/server/search/everyday-words';
import { searchPublicArticles } from '@/server/search/public-search';
import { currentSearchIndex } from '@/server/search/search-index';
import { makePost } from '../support/factories';

// The back office's list of everyday words (decision 042), on both engines.
let sequence = 0;
/** A made-up word no other test holds, so each test reads only its own articles and words. */
const word = (prefix: string) =>
  `${prefix}${String.fromCharCode(97 + (sequence++ % 26))}${Date.now().toString(36).replace(/\d/g, '')}`;

async function foundIds(query: string): Promise<string[]> {
  const index = await currentSearchIndex();
  const plan = planSearch(query, index.synonyms);
  if (!plan) throw new Error(`nothing to search in ${query}`);
  return (await searchPublicArticles(index, plan, 1, 10)).hits.map((hit) => hit.id);
}

async function saved(result: Awaited<ReturnType<typeof saveEverydayWord>>): Promise<string> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const refused = (fieldErrors: Record<string, string>) => ({
  ok: false,
  message: 'Certains champs sont à corriger.',
  fieldErrors,
});

describe('everyday words patients type', () => {
  it('lists the seeded French words with what each finds', async () => {
    const words = await listEverydayWords();
    expect(words).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ term: 'écho', meaning: 'échographie' }),
        expect.objectContaining({ term: 'impuissance', meaning: 'érection dysfonction érectile' }),
        expect.objectContaining({ term: 'enceinte', meaning: 'grossesse' }),
        expect.objectContaining({ term: 'rapports douloureux' }),
        expect.objectContaining({ term: 'règles douloureuses' }),
      ]),
    );
  });

  it('adds a word stored as search reads it, and the search finds the article through it', async () => {
    const [patientWord, articleWord] = [word('ztruc'), word('zmachin')];
    const post = await makePost({ title: `Tout sur ${articleWord}`, content: '<p>Explications.</p>' });
    expect(await foundIds(patientWord)).toEqual([]);
    const versionBefore = await readPublicContentVersion();
    const id = await saved(
      await saveEverydayWord({ term: ` ${patientWord.toUpperCase()} `, meaning: articleWord }, null),
    );
    expect((await listEverydayWords()).find((line) => line.id === id)).toEqual({
      id,
      term: patientWord,
      meaning: articleWord,
    });
    // The cached search pages (their own pool, under the content version) are stale at once.
    expect(await readPublicContentVersion()).not.toBe(versionBefore);
    expect(await foundIds(patientWord)).toEqual([post.id]);
  });

  it('refuses a word already in the list, whatever its case and accents, in French', async () => {
    expect(await saveEverydayWord({ term: 'ÉCHO', meaning: 'grossesse' }, null)).toEqual(
      refused({ term: TERM_TAKEN_MESSAGE }),
    );
    const patientWord = word('zbidule');
    const id = await saved(await saveEverydayWord({ term: patientWord, meaning: 'grossesse' }, null));
    expect(await saveEverydayWord({ term: ` ${patientWord.toUpperCase()}`, meaning: 'suivi' }, null)).toEqual(
      refused({ term: TERM_TAKEN_MESSAGE }),
    );
    // Its own word is not a duplicate of itself.
    expect((await saveEverydayWord({ term: patientWord, meaning: 'suivi de grossesse' }, id)).ok).toBe(true);
  });

  it('refuses an empty word and one the search would ignore, in French', async () => {
    expect(await saveEverydayWord({ term: '   ', meaning: 'échographie' }, null)).toEqual(
      refused({ term: TERM_REQUIRED_MESSAGE }),
    );
    expect(await saveEverydayWord({ term: '…', meaning: 'échographie' }, null)).toEqual(
      refused({ term: NOTHING_SEARCHABLE_MESSAGE }),
    );
  });

  it('edits a word: the search follows its new meaning', async () => {
    const [patientWord, first, second] = [word('zchose'), word('zpremier'), word('zsecond')];
    const firstPost = await makePost({ title: `Article ${first}` });
    const secondPost = await makePost({ title: `Article ${second}` });
    const id = await saved(await saveEverydayWord({ term: patientWord, meaning: first }, null));
    expect(await foundIds(patientWord)).toEqual([firstPost.id]);
    await saved(await saveEverydayWord({ term: patientWord, meaning: second }, id));
    expect(await foundIds(patientWord)).toEqual([secondPost.id]);
  });

  it('deletes a word: the search no longer finds the article through it; a second delete says it is gone', async () => {
    const [patientWord, articleWord] = [word('zbazar'), word('zobjet')];
    const post = await makePost({ title: `Article ${articleWord}` });
    const id = await saved(await saveEverydayWord({ term: patientWord, meaning: articleWord }, null));
    expect(await foundIds(patientWord)).toEqual([post.id]);
    const versionBefore = await readPublicContentVersion();
    expect(await removeEverydayWord(id)).toEqual({ ok: true });
    expect(await readPublicContentVersion()).not.toBe(versionBefore);
    expect(await foundIds(patientWord)).toEqual([]);
    expect(await removeEverydayWord(id)).toEqual({ ok: false, message: EVERYDAY_WORD_GONE_MESSAGE, fieldErrors: {} });
    expect(await saveEverydayWord({ term: patientWord, meaning: articleWord }, id)).toEqual({
      ok: false,
      message: EVERYDAY_WORD_GONE_MESSAGE,
      fieldErrors: {},
    });
  });
});
