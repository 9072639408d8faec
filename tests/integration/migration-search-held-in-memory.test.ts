import { describe, expect, it } from 'vitest';
import { planSearch } from '@/lib/search/query';
import { migrateToLatest } from '@/server/db/migrate';
import { searchPublicArticles } from '@/server/search/public-search';
import { currentSearchIndex } from '@/server/search/search-index';
import { makeCategory, makePost } from '../support/factories';
import { migrateBelow } from '../support/migrate-below';

const MIGRATION = '0025_in_process_search';

describe('migration 0025 (the search index held by each process)', () => {
  it('indexes the articles written before it, by their words, category and visible text, and undoes cleanly', async () => {
    const category = await makeCategory({ name: 'Échographie pelvienne' });
    const post = await makePost({
      title: 'Se préparer à l’examen',
      content: '<p>Boire de l’<strong>eau</strong> avant la vessie pleine.</p>',
      category_id: category.id,
    });
    await migrateBelow(MIGRATION);
    expect((await migrateToLatest()).applied).toContain(MIGRATION);
    const { synonyms } = await currentSearchIndex();
    const plan = planSearch('pelvienne vessie', synonyms);
    if (!plan) throw new Error('nothing to search');
    const { hits, total } = await searchPublicArticles(plan, 1, 10);
    expect(total).toBe(1);
    expect(hits[0]?.id).toBe(post.id);
    expect(hits[0]?.passage).toBe('Boire de l’ eau avant la vessie pleine.');
  });
});
