import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { migrateBelow } from '../support/migrate-below';

const MIGRATION = '0007_medical_review';

describe('migration 0007 (authors with credentials)', () => {
  it('gives existing authors a slug from their name, numbered when two names give the same one', async () => {
    await migrateBelow(MIGRATION);
    const authors = [
      { id: crypto.randomUUID(), name: 'Dr Amina Benali', created_at: '2026-01-01T00:00:00.000Z' },
      { id: crypto.randomUUID(), name: 'Dr Amina BENALI', created_at: '2026-01-02T00:00:00.000Z' },
      { id: crypto.randomUUID(), name: '???', created_at: '2026-01-03T00:00:00.000Z' },
    ];
    await (db() as any).insertInto('authors').values(authors).execute();
    expect((await migrateToLatest()).applied).toContain(MIGRATION);
    const rows = await db().selectFrom('authors').select(['id', 'slug', 'is_health_professional']).execute();
    const slugOf = (id: string) => rows.find((row) => row.id === id)?.slug;
    expect(authors.map((author) => slugOf(author.id))).toEqual(['dr-amina-benali', 'dr-amina-benali-2', 'auteur']);
    expect(rows.every((row) => !row.is_health_professional)).toBe(true);
  });
});
