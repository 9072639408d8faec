/**
 * `npm run bench:statistics`: how fast « Statistiques » reads a year of figures. Fills the
 * database named by DATABASE_URL (use a throwaway one: SQLite file or PostgreSQL) with one
 * million page views spread over 365 days, 100 pages and three sources, plus booking actions
 * (daily rows and their monthly sums, as the counting keeps them),
 * then times the report for 30 days and 12 months (BENCH_RUNS runs each, default 20) and prints
 * the medians and the 95th percentiles (decisions 045, 050). On PostgreSQL the tables are then
 * vacuumed and analysed, as autovacuum keeps a year of figures.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { addDays, casablancaDay } from '@/lib/practice/practice-days';
import { statisticsPeriod } from '@/lib/statistics/statistics-period';
import { closeDb, databaseEngine, db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { statisticsReport } from '@/server/statistics/statistics-report';

const RUNS = Number(process.env.BENCH_RUNS || 20);
const DAYS = 365;
const PAGES = Array.from({ length: 100 }, (_, index) => `/blog/article-de-mesure-${index}`);
const SOURCES = [
  { source: 'search', domain: 'google.com' },
  { source: 'chat', domain: 'web.whatsapp.com' },
  { source: 'direct', domain: '' },
];

async function fill(today: string): Promise<number> {
  await db().deleteFrom('statistics_daily').execute();
  await db().deleteFrom('statistics_monthly').execute();
  const monthly = new Map<
    string,
    { month: string; page: string; metric: string; source: string; domain: string; count: number }
  >();
  let views = 0;
  for (let offset = 0; offset < DAYS; offset += 1) {
    const day = addDays(today, -offset);
    const rows = PAGES.flatMap((page, pageIndex) => [
      ...SOURCES.map(({ source, domain }, sourceIndex) => ({
        day,
        page,
        metric: 'view',
        source,
        domain,
        count: 1 + ((offset + pageIndex + sourceIndex) % 18),
      })),
      { day, page, metric: 'chat', source: '', domain: '', count: 1 + (pageIndex % 3) },
    ]);
    views += rows.filter((row) => row.metric === 'view').reduce((sum, row) => sum + row.count, 0);
    for (let start = 0; start < rows.length; start += 100)
      await db()
        .insertInto('statistics_daily')
        .values(rows.slice(start, start + 100))
        .execute();
    for (const { day: rowDay, count, ...row } of rows) {
      const key = `${rowDay.slice(0, 7)} ${row.page} ${row.metric} ${row.source}`;
      const sum = monthly.get(key) ?? { month: rowDay.slice(0, 7), ...row, count: 0 };
      monthly.set(key, { ...sum, count: sum.count + count });
    }
  }
  const months = [...monthly.values()];
  for (let start = 0; start < months.length; start += 100)
    await db()
      .insertInto('statistics_monthly')
      .values(months.slice(start, start + 100))
      .execute();
  return views;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  const durations: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${quantile(durations, 0.5).toFixed(1)} ms, p95 ${quantile(durations, 0.95).toFixed(1)} ms (${RUNS} runs)`,
  );
}

async function main(): Promise<void> {
  await migrateToLatest();
  const today = casablancaDay(new Date());
  const views = await fill(today);
  if (databaseEngine() === 'postgres')
    for (const table of ['statistics_daily', 'statistics_monthly'])
      await sql`vacuum analyze ${sql.table(table)}`.execute(db());
  console.log(
    `${databaseEngine()}: ${views.toLocaleString('en')} page views in ${DAYS * PAGES.length * (SOURCES.length + 1)} daily rows`,
  );
  await time('report, 30 days', () => statisticsReport(statisticsPeriod({ periode: '30j' }, today)));
  await time('report, 12 months', () => statisticsReport(statisticsPeriod({ periode: '12m' }, today)));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
