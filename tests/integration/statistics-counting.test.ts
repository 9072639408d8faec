import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { QueuedReading } from '@/lib/statistics/queued-reading';
import { getPostForStaff } from '@/server/blog/posts';
import { db } from '@/server/db/client';
import { deleteExpiredReadings, storeReadings } from '@/server/statistics/reading-store';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

const reader = (address: string) => ({ address, userAgent: 'Mozilla/5.0 (Linux; Android 14)' });
const view = (page: string, address: string, extra: Partial<QueuedReading> = {}): QueuedReading => ({
  metric: 'view',
  page,
  searchTerm: null,
  source: 'direct',
  domain: '',
  reader: reader(address),
  ...extra,
});

async function dailyCount(page: string, metric = 'view'): Promise<number> {
  const rows = await db()
    .selectFrom('statistics_daily')
    .select('count')
    .where('page', '=', page)
    .where('metric', '=', metric)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

describe('statistics counting (decision 045)', () => {
  it('counts a reader once per page and day, and again the next day', async () => {
    const post = await makePost({ status: 'published' });
    const page = `/blog/${post.slug}`;
    const monday = new Date('2026-11-23T10:00:00Z');
    await storeReadings(
      db(),
      [view(page, '198.51.100.1'), view(page, '198.51.100.1'), view(page, '198.51.100.2')],
      monday,
    );
    await storeReadings(db(), [view(page, '198.51.100.1')], new Date('2026-11-23T18:00:00Z'));
    expect(await dailyCount(page)).toBe(2);
    await storeReadings(db(), [view(page, '198.51.100.1')], new Date('2026-11-24T10:00:00Z'));
    expect(await dailyCount(page)).toBe(3);
    expect((await getPostForStaff(post.id))?.views_count, 'views_count agrees with the statistics').toBe(3);
  });

  it('counts one address once per page and day whatever browser name it sends', async () => {
    const post = await makePost({ status: 'published' });
    const page = `/blog/${post.slug}`;
    const agents = Array.from({ length: 40 }, (_, index) => `Mozilla/5.0 (robot ${index})`);
    await storeReadings(
      db(),
      agents.map((userAgent) => view(page, '198.51.100.40', { reader: { address: '198.51.100.40', userAgent } })),
      new Date('2026-11-25T10:00:00Z'),
    );
    expect(await dailyCount(page)).toBe(1);
  });

  it('never counts an unpublished article, a future schedule or a made-up page', async () => {
    const now = new Date();
    const draft = await makePost({ status: 'draft' });
    const future = await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, 1) });
    const counted = await storeReadings(
      db(),
      [
        view(`/blog/${draft.slug}`, '198.51.100.3'),
        view(`/blog/${future.slug}`, '198.51.100.3'),
        view('/services/inconnu', '198.51.100.3'),
        view('/auteurs/personne', '198.51.100.3'),
      ],
      now,
    );
    expect(counted).toBe(0);
    expect((await getPostForStaff(draft.id))?.views_count).toBe(0);
  });

  it('counts topic pages that show public articles, the appointment form and the legal pages', async () => {
    const now = new Date();
    const [shown, empty] = [await makeCategory(), await makeCategory()];
    const [tagged, unused] = [await makeTag(), await makeTag()];
    await makePost({ category_id: shown.id, tag_ids: [tagged.id] });
    await makePost({ status: 'draft', category_id: empty.id, tag_ids: [unused.id] });
    const counted = [
      `/blog/categorie/${shown.slug}`,
      `/blog/etiquette/${tagged.slug}`,
      '/rendez-vous',
      '/politique-de-confidentialite',
      '/mentions-legales',
    ];
    // A topic with no public article answers 404: its address counts nothing.
    const uncounted = [`/blog/categorie/${empty.slug}`, `/blog/etiquette/${unused.slug}`, '/blog/categorie/inconnue'];
    expect(
      await storeReadings(
        db(),
        [...counted, ...uncounted].map((page) => view(page, '198.51.100.9')),
        now,
      ),
    ).toBe(counted.length);
    for (const page of counted) expect(await dailyCount(page), page).toBe(1);
    for (const page of uncounted) expect(await dailyCount(page), page).toBe(0);
  });

  it('two processes flushing at once count each reader once and lose no view', async () => {
    const post = await makePost({ status: 'published' });
    const page = `/blog/${post.slug}`;
    const readers = Array.from({ length: 40 }, (_, index) => view(page, `203.0.113.${index}`));
    const now = new Date().toISOString();
    // Both processes see the same 40 readers, half of them in a different order.
    const batches = [readers, [...readers].reverse()];
    const outputs = await Promise.all(
      batches.map((batch) =>
        run(
          process.execPath,
          ['--conditions=react-server', '--import', 'tsx', 'tests/support/store-readings-process.ts'],
          {
            cwd: root,
            env: { ...process.env, READINGS: JSON.stringify(batch), NOW: now },
          },
        ),
      ),
    );
    expect(outputs.map((output) => Number(output.stdout)).reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(await dailyCount(page)).toBe(40);
    expect((await getPostForStaff(post.id))?.views_count).toBe(40);
  });

  it('keeps booking actions by channel and page, and views by source', async () => {
    const now = new Date();
    await storeReadings(
      db(),
      [
        view('/services/sexologie-medicale', '198.51.100.10', { source: 'search', domain: 'google.co.ma' }),
        view('/services/sexologie-medicale', '198.51.100.11', { source: 'search', domain: 'google.co.ma' }),
        { ...view('/services/sexologie-medicale', '198.51.100.10'), metric: 'chat', source: '', domain: '' },
        { ...view('/services/sexologie-medicale', '198.51.100.10'), metric: 'phone', source: '', domain: '' },
      ],
      now,
    );
    const rows = await db()
      .selectFrom('statistics_daily')
      .selectAll()
      .where('page', '=', '/services/sexologie-medicale')
      .orderBy('metric')
      .execute();
    expect(rows.map(({ metric, source, domain, count }) => ({ metric, source, domain, count: Number(count) }))).toEqual(
      [
        { metric: 'chat', source: '', domain: '', count: 1 },
        { metric: 'phone', source: '', domain: '', count: 1 },
        { metric: 'view', source: 'search', domain: 'google.co.ma', count: 2 },
      ],
    );
  });

  it('counts searches as distinct readers per normalised term and day', async () => {
    const now = new Date();
    const search = (address: string) => view('/blog/recherche', address, { searchTerm: 'echographie' });
    await storeReadings(db(), [search('198.51.100.20'), search('198.51.100.20'), search('198.51.100.21')], now);
    const row = await db()
      .selectFrom('statistics_searches')
      .select('readers')
      .where('term', '=', 'echographie')
      .executeTakeFirstOrThrow();
    expect(Number(row.readers)).toBe(2);
  });

  it('stores no address, browser name or referrer address in any row', async () => {
    const post = await makePost({ status: 'published' });
    await storeReadings(
      db(),
      [view(`/blog/${post.slug}`, '192.0.2.77', { source: 'site', domain: 'forum.example' })],
      new Date(),
    );
    for (const table of ['statistics_daily', 'statistics_searches', 'statistics_salts', 'statistics_seen'] as const) {
      const stored = JSON.stringify(await db().selectFrom(table).selectAll().execute());
      expect(stored).not.toContain('192.0.2.77');
      expect(stored).not.toContain('Mozilla');
    }
  });

  it('deletes reader keys and salts after two days and keeps the daily figures', async () => {
    const post = await makePost({ status: 'published' });
    const page = `/blog/${post.slug}`;
    await storeReadings(db(), [view(page, '198.51.100.30')], new Date('2026-11-20T10:00:00Z'));
    await deleteExpiredReadings(db(), new Date('2026-11-21T12:00:00Z'));
    expect(
      await db().selectFrom('statistics_salts').select('day').where('day', '=', '2026-11-20').execute(),
    ).toHaveLength(1);
    await deleteExpiredReadings(db(), new Date('2026-11-22T10:00:00Z'));
    expect(await db().selectFrom('statistics_salts').select('day').where('day', '<=', '2026-11-20').execute()).toEqual(
      [],
    );
    expect(await db().selectFrom('statistics_seen').select('day').where('day', '<=', '2026-11-20').execute()).toEqual(
      [],
    );
    expect(await dailyCount(page)).toBe(1);
  });
});
