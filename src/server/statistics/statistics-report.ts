import 'server-only';
import { sql } from 'kysely';
import { casablancaDay } from '@/lib/practice/practice-days';
import { BLOG_PATH, CATEGORIES_PATH, SEARCH_PATH, TAGS_PATH } from '@/lib/site/site-paths';
import { BOOKING_METRICS, type Metric } from '@/lib/statistics/counted-reading';
import type { SourceCategory } from '@/lib/statistics/referrer-source';
import { type MonthFigures, monthFigures } from '@/lib/statistics/statistics-month';
import { periodSlices, statisticsPeriod, type StatisticsPeriod } from '@/lib/statistics/statistics-period';
import { db } from '@/server/db/client';
import { knownPages } from './page-names';

/** Terms fewer readers typed are not shown: a rare search could say who typed it. */
export const MIN_SEARCH_READERS = 3;
const TOP = 10;

export type StatisticsReport = {
  daily: { day: string; metric: Metric; count: number }[];
  articles: { page: string; title: string; views: number; bookings: number; trend: { day: string; count: number }[] }[];
  sources: { source: SourceCategory; domain: string; count: number }[];
  channels: { metric: Metric; count: number }[];
  bookingPages: { page: string; name: string; count: number }[];
  searches: { term: string; readers: number }[];
};

const inPeriod = (period: StatisticsPeriod) => sql<boolean>`day >= ${period.from} and day <= ${period.to}`;
const total = sql<number>`sum(count)`;
const number = (value: unknown) => Number(value ?? 0);
const ALL_METRICS: readonly Metric[] = ['view', ...BOOKING_METRICS];

/**
 * The period's figures of `metrics` as one derived table with a `day` column: whole months from
 * the monthly rows (their day is the month's first), the other days from the daily rows (decision
 * 045). Every read names its metrics, so it is one range of the `…_by_metric` indexes, which hold
 * every column read here (decision 050).
 */
function figures(period: StatisticsPeriod, today: string, metrics: readonly Metric[]) {
  const { days, months } = periodSlices(period, today);
  const daily = db()
    .selectFrom('statistics_daily')
    .select(['day', 'page', 'metric', 'source', 'domain', 'count'])
    .where('metric', 'in', metrics)
    .where((eb) => eb.or(days.map(([from, to]) => eb.and([eb('day', '>=', from), eb('day', '<=', to)]))));
  if (!months) return daily.as('figures');
  const monthly = db()
    .selectFrom('statistics_monthly')
    .select([sql<string>`month || '-01'`.as('day'), 'page', 'metric', 'source', 'domain', 'count'])
    .where('metric', 'in', metrics)
    .where('month', '>=', months[0])
    .where('month', '<=', months[1]);
  return days.length === 0 ? monthly.as('figures') : daily.unionAll(monthly).as('figures');
}

/**
 * The queries of the report that need nothing but the period; their plans are checked by
 * tests/integration/statistics-report.test.ts (each reads the period's range of an index).
 */
export function periodQueries(period: StatisticsPeriod, today: string) {
  const database = db();
  return {
    daily: database
      .selectFrom(figures(period, today, ALL_METRICS))
      .select(['day', 'metric', total.as('count')])
      .groupBy(['day', 'metric'])
      .orderBy('day'),
    topArticles: database
      .selectFrom(figures(period, today, ['view']))
      .select(['page', total.as('views')])
      // Articles only: the search and topic pages live under the blog's address too.
      .where('page', 'like', `${BLOG_PATH}/%`)
      .where('page', '!=', SEARCH_PATH)
      .where('page', 'not like', `${CATEGORIES_PATH}/%`)
      .where('page', 'not like', `${TAGS_PATH}/%`)
      .groupBy('page')
      .orderBy(total, 'desc')
      .limit(TOP),
    sources: database
      .selectFrom(figures(period, today, ['view']))
      .select(['source', 'domain', total.as('count')])
      .groupBy(['source', 'domain'])
      .orderBy(total, 'desc')
      .limit(20),
    bookingPages: database
      .selectFrom(figures(period, today, BOOKING_METRICS))
      .select(['page', total.as('count')])
      .groupBy('page')
      .orderBy(total, 'desc')
      .limit(TOP),
    searches: database
      .selectFrom('statistics_searches')
      .select(['term', sql<number>`sum(readers)`.as('readers')])
      .where(inPeriod(period))
      .groupBy('term')
      .having(sql`sum(readers)`, '>=', MIN_SEARCH_READERS)
      .orderBy(sql`sum(readers)`, 'desc')
      .limit(20),
  };
}

/** The queries about the top articles' pages: the booking actions taken there, and their views by day or month. */
export function articleQueries(period: StatisticsPeriod, today: string, pages: string[]) {
  const database = db();
  return {
    bookings: database
      .selectFrom(figures(period, today, BOOKING_METRICS))
      .select(['page', total.as('count')])
      .where('page', 'in', pages)
      .groupBy('page'),
    trend: database
      .selectFrom(figures(period, today, ['view']))
      .select(['page', 'day', total.as('count')])
      .where('page', 'in', pages)
      .groupBy(['page', 'day'])
      .orderBy('day'),
  };
}

/**
 * The figures of « Statistiques » for one period: seven queries whatever the number of pages,
 * each a range of an index; the booking actions by channel are the sums of the daily series.
 */
export async function statisticsReport(
  period: StatisticsPeriod,
  today = casablancaDay(new Date()),
): Promise<StatisticsReport> {
  const queries = periodQueries(period, today);
  const [daily, topArticles, sources, bookingPages, searches] = await Promise.all([
    queries.daily.execute(),
    queries.topArticles.execute(),
    queries.sources.execute(),
    queries.bookingPages.execute(),
    queries.searches.execute(),
  ]);
  const series = daily.map((row) => ({ day: row.day, metric: row.metric as Metric, count: number(row.count) }));
  const top = topArticles.map((row) => ({ page: row.page, views: number(row.views) }));
  const pages = top.map((row) => row.page);
  const ofArticles = articleQueries(period, today, pages);
  // No article read: nothing to ask about their pages (an empty `in` list is no SQL).
  const [names, bookings, trend] = await Promise.all([
    knownPages(db(), [...pages, ...bookingPages.map((row) => row.page)], null),
    pages.length === 0 ? [] : ofArticles.bookings.execute(),
    pages.length === 0 ? [] : ofArticles.trend.execute(),
  ]);
  const booked = new Map(bookings.map((row) => [row.page, number(row.count)]));
  const trends = new Map<string, { day: string; count: number }[]>();
  for (const row of trend)
    trends.set(row.page, [...(trends.get(row.page) ?? []), { day: row.day, count: number(row.count) }]);
  return {
    daily: series,
    articles: top.map(({ page, views }) => ({
      page,
      title: names.get(page)?.name ?? page,
      views,
      bookings: booked.get(page) ?? 0,
      trend: trends.get(page) ?? [],
    })),
    sources: sources.map((row) => ({
      source: row.source as SourceCategory,
      domain: row.domain,
      count: number(row.count),
    })),
    channels: BOOKING_METRICS.map((metric) => ({
      metric,
      count: series.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0),
    })).filter((row) => row.count > 0),
    bookingPages: bookingPages.map((row) => ({
      page: row.page,
      name: names.get(row.page)?.name ?? row.page,
      count: number(row.count),
    })),
    searches: searches.map((row) => ({ term: row.term, readers: number(row.readers) })),
  };
}

/** Every daily row of the period, its page named as « Statistiques » names it: the spreadsheet export. */
export async function statisticsRows(period: StatisticsPeriod) {
  const rows = await db()
    .selectFrom('statistics_daily')
    .select(['day', 'page', 'metric', 'source', 'domain', 'count'])
    .where(inPeriod(period))
    .orderBy('day')
    .orderBy('page')
    .orderBy('metric')
    .execute();
  const names = await knownPages(
    db(),
    rows.map((row) => row.page),
    null,
  );
  return rows.map((row) => ({ ...row, name: names.get(row.page)?.name ?? row.page }));
}

/**
 * The page's sentence and its table: the chosen calendar month's readings, requests sent and
 * chat-link clicks, for the blog and for the whole site, read from the monthly rows alone; and
 * the months that have figures, to choose from.
 */
export async function monthReport(
  period: StatisticsPeriod,
  today = casablancaDay(new Date()),
): Promise<{ blog: MonthFigures; site: MonthFigures; months: string[] }> {
  const month = { ...statisticsPeriod({ mois: period.month }, today), bucket: 'month' as const };
  const [rows, months] = await Promise.all([
    db()
      .selectFrom(figures(month, today, ['view', 'request', 'chat']))
      .select(['page', 'metric', total.as('count')])
      .groupBy(['page', 'metric'])
      .execute(),
    db().selectFrom('statistics_monthly').select('month').distinct().where('metric', '=', 'view').execute(),
  ]);
  return {
    ...monthFigures(rows.map((row) => ({ page: row.page, metric: row.metric as Metric, count: number(row.count) }))),
    months: months.map((row) => row.month),
  };
}
