import { CompiledQuery, type Compilable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { QueuedReading } from '@/lib/statistics/queued-reading';
import { statisticsPeriod } from '@/lib/statistics/statistics-period';
import { databaseEngine, db } from '@/server/db/client';
import { storeReadings } from '@/server/statistics/reading-store';
import {
  articleQueries,
  monthReport,
  periodQueries,
  statisticsReport,
  statisticsRows,
} from '@/server/statistics/statistics-report';
import { makeCategory, makePost } from '../support/factories';

// Far from the days other files count on, so this file's figures are the only ones in its periods.
const TODAY = '2031-06-15';
const thirtyDays = statisticsPeriod({ periode: '30j' }, TODAY);
const twelveMonths = statisticsPeriod({ periode: '12m' }, TODAY);

const reading = (metric: QueuedReading['metric'], page: string, reader: string, source = 'direct', domain = '') =>
  ({
    metric,
    page,
    searchTerm: null,
    source,
    domain,
    reader: { address: reader, userAgent: 'Mozilla/5.0 (Linux; Android 14)' },
  }) as QueuedReading;
const at = (day: string) => new Date(`${day}T12:00:00Z`);

async function countReadings() {
  const first = await makePost({ status: 'published', title: 'Premier article mesuré' });
  const second = await makePost({ status: 'published', title: 'Second article mesuré' });
  const a = `/blog/${first.slug}`;
  const b = `/blog/${second.slug}`;
  await storeReadings(
    db(),
    [reading('view', a, '198.51.100.40'), reading('view', a, '198.51.100.46')],
    at('2030-05-10'),
  );
  await storeReadings(
    db(),
    [reading('view', a, '198.51.100.41'), reading('view', a, '198.51.100.42')],
    at('2030-08-10'),
  );
  await storeReadings(
    db(),
    ['198.51.100.41', '198.51.100.42', '198.51.100.43'].map((reader) => reading('view', b, reader)),
    at('2031-05-20'),
  );
  await storeReadings(db(), [reading('view', a, '198.51.100.41')], at('2031-06-10'));
  await storeReadings(
    db(),
    [
      reading('view', a, '198.51.100.41', 'search', 'google.com'),
      reading('view', a, '198.51.100.42', 'search', 'google.com'),
      reading('view', b, '198.51.100.41'),
      reading('chat', a, '198.51.100.41', '', ''),
      reading('phone', '/', '198.51.100.43', '', ''),
    ],
    at(TODAY),
  );
  return { a, b };
}

describe('« Statistiques » report (decisions 045, 050)', () => {
  it('adds up 30 days from the daily rows and 12 months from the monthly rows, the same on both engines', async () => {
    const { a, b } = await countReadings();

    const month = await statisticsReport(thirtyDays, TODAY);
    expect(month.articles).toEqual([
      {
        page: b,
        title: 'Second article mesuré',
        views: 4,
        bookings: 0,
        trend: [
          { day: '2031-05-20', count: 3 },
          { day: TODAY, count: 1 },
        ],
      },
      {
        page: a,
        title: 'Premier article mesuré',
        views: 3,
        bookings: 1,
        trend: [
          { day: '2031-06-10', count: 1 },
          { day: TODAY, count: 2 },
        ],
      },
    ]);
    expect(month.channels).toEqual([
      { metric: 'chat', count: 1 },
      { metric: 'phone', count: 1 },
    ]);
    expect(month.bookingPages).toEqual(
      expect.arrayContaining([
        { page: a, name: 'Premier article mesuré', count: 1 },
        { page: '/', name: 'Accueil', count: 1 },
      ]),
    );
    expect(month.sources).toEqual([
      { source: 'direct', domain: '', count: 5 },
      { source: 'search', domain: 'google.com', count: 2 },
    ]);
    expect(month.daily).toEqual(
      expect.arrayContaining([
        { day: TODAY, metric: 'view', count: 3 },
        { day: TODAY, metric: 'chat', count: 1 },
      ]),
    );

    const year = await statisticsReport(twelveMonths, TODAY);
    expect(year.articles.map(({ page, views, trend }) => ({ page, views, trend }))).toEqual([
      {
        page: a,
        views: 5,
        trend: [
          { day: '2030-08-01', count: 2 },
          { day: '2031-06-01', count: 3 },
        ],
      },
      {
        page: b,
        views: 4,
        trend: [
          { day: '2031-05-01', count: 3 },
          { day: '2031-06-01', count: 1 },
        ],
      },
    ]);
    expect(year.daily.filter((row) => row.metric === 'view')).toEqual([
      { day: '2030-08-01', metric: 'view', count: 2 },
      { day: '2031-05-01', metric: 'view', count: 3 },
      { day: '2031-06-01', metric: 'view', count: 4 },
    ]);
  });

  it('names each page where a booking action happened, and keeps topic pages out of the top articles', async () => {
    const day = '2032-03-10';
    const category = await makeCategory({ name: 'Couple et sexualité' });
    const post = await makePost({ title: 'Un article qui mène au rendez-vous', category_id: category.id });
    const article = `/blog/${post.slug}`;
    const topic = `/blog/categorie/${category.slug}`;
    await storeReadings(
      db(),
      [
        reading('view', article, '198.51.100.60'),
        reading('view', topic, '198.51.100.60'),
        reading('view', topic, '198.51.100.61'),
        reading('request', article, '198.51.100.60', '', ''),
        reading('maps', topic, '198.51.100.61', '', ''),
        reading('phone', '/', '198.51.100.62', '', ''),
        reading('request', '/rendez-vous', '198.51.100.63', '', ''),
        reading('chat', '/services/echographie-clinique', '198.51.100.64', '', ''),
      ],
      at(day),
    );
    const report = await statisticsReport(statisticsPeriod({ periode: '7j' }, day), day);
    expect(report.articles.map(({ page, title, bookings }) => ({ page, title, bookings }))).toEqual([
      { page: article, title: 'Un article qui mène au rendez-vous', bookings: 1 },
    ]);
    expect(new Map(report.bookingPages.map((row) => [row.page, row.name]))).toEqual(
      new Map([
        [article, 'Un article qui mène au rendez-vous'],
        [topic, 'Catégorie «\u00a0Couple et sexualité\u00a0»'],
        ['/', 'Accueil'],
        ['/rendez-vous', 'Demande de rendez-vous'],
        ['/services/echographie-clinique', 'Échographie clinique'],
      ]),
    );
    expect(report.channels).toEqual([
      { metric: 'chat', count: 1 },
      { metric: 'phone', count: 1 },
      { metric: 'maps', count: 1 },
      { metric: 'request', count: 2 },
    ]);
  });

  it('the export names the page of each row as the screen does, beside its address', async () => {
    const day = '2032-09-14';
    const post = await makePost({ title: 'Un article exporté ; avec « guillemets »' });
    const article = `/blog/${post.slug}`;
    await storeReadings(
      db(),
      [
        reading('view', article, '198.51.100.70', 'search', 'google.com'),
        reading('phone', '/', '198.51.100.70', '', ''),
      ],
      at(day),
    );
    const rows = await statisticsRows(statisticsPeriod({ periode: '7j' }, day));
    expect(rows.map(({ page, name, metric }) => ({ page, name, metric }))).toEqual([
      { page: '/', name: 'Accueil', metric: 'phone' },
      { page: article, name: 'Un article exporté ; avec « guillemets »', metric: 'view' },
    ]);
  });

  it('reads every figure through the statistics indexes, and 12 months from the monthly rows alone', async () => {
    const pages = ['/blog/un', '/blog/deux'];
    const queries = [
      ...Object.values(periodQueries(thirtyDays, TODAY)),
      ...Object.values(articleQueries(thirtyDays, TODAY, pages)),
    ];
    const yearQueries = [
      ...Object.values(periodQueries(twelveMonths, TODAY)),
      ...Object.values(articleQueries(twelveMonths, TODAY, pages)),
    ];
    const plans = await queryPlans([...queries, ...yearQueries]);
    for (const plan of plans) {
      const text = plan.join('\n');
      const reads = text.match(statisticsRead) ?? [];
      expect(reads.length, text).toBeGreaterThan(0);
      expect(text.match(statisticsReadThroughIndex)?.length, text).toBe(reads.length);
    }
    for (const plan of plans.slice(queries.length)) expect(plan.join('\n')).not.toMatch(/statistics_daily/);
  });
});

/**
 * SQLite: every read of the statistics tables is a search of the period's range in a covering
 * index: « SEARCH statistics_daily USING COVERING INDEX statistics_daily_by_metric (metric=? AND
 * day>? AND day<?) ». PostgreSQL, told to avoid whole-table reads where an index fits (on these
 * few test rows it would rightly read the table): every read is an index scan whose condition is
 * the period, never a whole-index walk.
 */
const sqlite = databaseEngine() === 'sqlite';
const statisticsRead = sqlite
  ? /^(SCAN|SEARCH) statistics_(daily|monthly|searches)\b.*$/gm
  : /Scan\b.* on statistics_(daily|monthly|searches)\b.*$/gm;
const statisticsReadThroughIndex = sqlite
  ? /^SEARCH (statistics_(daily|monthly) USING COVERING INDEX statistics_(daily|monthly)_by_metric \(metric=\? AND (day|month)>\? AND (day|month)<\?|statistics_searches USING INDEX sqlite_autoindex_statistics_searches_1 \(day>\? AND day<\?)\).*$/gm
  : /Index (Only )?Scan using \w+ on statistics_(daily|monthly|searches)\b.*\n.*Index Cond: .*\((day|month) >= .*$/gm;

async function queryPlans(queries: Compilable[]): Promise<string[][]> {
  const explain = (query: Compilable) => {
    const { sql, parameters } = query.compile();
    return CompiledQuery.raw(`EXPLAIN ${databaseEngine() === 'sqlite' ? 'QUERY PLAN ' : ''}${sql}`, [...parameters]);
  };
  if (databaseEngine() === 'sqlite') {
    const plans: string[][] = [];
    for (const query of queries) {
      const { rows } = await db().executeQuery<{ detail: string }>(explain(query));
      plans.push(rows.map((row) => row.detail));
    }
    return plans;
  }
  return db()
    .transaction()
    .execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
      await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_bitmapscan = off'));
      const plans: string[][] = [];
      for (const query of queries) {
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain(query));
        plans.push(rows.map((row) => row['QUERY PLAN']));
      }
      return plans;
    });
}

describe('the month « Statistiques » opens on', () => {
  it('is one Casablanca calendar month, the blog and the whole site apart, read the same on both engines', async () => {
    const article = `/blog/${(await makePost({ status: 'published' })).slug}`;
    const march = '2033-03-20';
    await storeReadings(
      db(),
      [
        reading('view', article, '198.51.100.70'),
        reading('view', article, '198.51.100.71'),
        reading('view', '/blog', '198.51.100.70'),
        reading('view', '/', '198.51.100.72'),
        reading('chat', article, '198.51.100.70', '', ''),
        reading('chat', '/', '198.51.100.72', '', ''),
        reading('request', article, '198.51.100.71', '', ''),
        reading('request', '/rendez-vous', '198.51.100.73', '', ''),
        reading('phone', article, '198.51.100.70', '', ''),
      ],
      at(march),
    );
    // Half past midnight in Casablanca is the next month's, though it is still the last day in UTC.
    await storeReadings(db(), [reading('view', article, '198.51.100.74')], new Date('2033-02-28T23:30:00Z'));
    await storeReadings(db(), [reading('view', article, '198.51.100.75')], new Date('2033-03-31T23:30:00Z'));

    const report = await monthReport(statisticsPeriod({ mois: '2033-03' }, '2033-04-10'), '2033-04-10');
    expect({ blog: report.blog, site: report.site }).toEqual({
      blog: { readings: 3, requests: 1, chats: 1 },
      site: { readings: 5, requests: 2, chats: 2 },
    });
    expect(report.months).toEqual(expect.arrayContaining(['2033-03', '2033-04']));
  });
});
