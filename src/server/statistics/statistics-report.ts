import 'server-only';
import { sql } from 'kysely';
import { BLOG_PATH, SEARCH_PATH } from '@/lib/site/site-paths';
import { BOOKING_CHANNELS, type Metric } from '@/lib/statistics/counted-reading';
import type { SourceCategory } from '@/lib/statistics/referrer-source';
import { periodSlices, type StatisticsPeriod } from '@/lib/statistics/statistics-period';
import { db } from '@/server/db/client';

const BOOKING_METRICS = [...BOOKING_CHANNELS, 'request'] as const;
/** Terms fewer readers typed are not shown: a rare search could say who typed it. */
export const MIN_SEARCH_READERS = 3;
const TOP = 10;

export type DailyFigure = { day: string; metric: Metric; count: number };
export type ArticleFigure = {
  page: string;
  title: string;
  views: number;
  bookings: number;
  trend: { day: string; count: number }[];
};
export type StatisticsReport = {
  daily: DailyFigure[];
  articles: ArticleFigure[];
  sources: { source: SourceCategory; domain: string; count: number }[];
  channels: { metric: Metric; count: number }[];
  bookingPages: { page: string; count: number }[];
  searches: { term: string; readers: number }[];
};

const inPeriod = (period: StatisticsPeriod) => sql<boolean>`day >= ${period.from} and day <= ${period.to}`;
const total = sql<number>`sum(count)`;
const number = (value: unknown) => Number(value ?? 0);

/**
 * The period's figures as one derived table with a `day` column: whole months from the monthly
 * rows (their day is the month's first), the other days from the daily rows (decision 045).
 */
function figures(period: StatisticsPeriod) {
  const { days, months } = periodSlices(period);
  const daily = db()
    .selectFrom('statistics_daily')
    .select(['day', 'page', 'metric', 'source', 'domain', 'count'])
    .where((eb) => eb.or(days.map(([from, to]) => eb.and([eb('day', '>=', from), eb('day', '<=', to)]))));
  if (!months) return daily.as('figures');
  const monthly = db()
    .selectFrom('statistics_monthly')
    .select([sql<string>`month || '-01'`.as('day'), 'page', 'metric', 'source', 'domain', 'count'])
    .where('month', '>=', months[0])
    .where('month', '<=', months[1]);
  return daily.unionAll(monthly).as('figures');
}

/** The figures of « Statistiques » for one period, read from the daily rows only. */
export async function statisticsReport(period: StatisticsPeriod): Promise<StatisticsReport> {
  const database = db();
  const [daily, topArticles, sources, channels, bookingPages, searches] = await Promise.all([
    database
      .selectFrom(figures(period))
      .select(['day', 'metric', total.as('count')])
      .groupBy(['day', 'metric'])
      .orderBy('day')
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['page', total.as('views')])

      .where('metric', '=', 'view')
      .where('page', 'like', `${BLOG_PATH}/%`)
      .where('page', '!=', SEARCH_PATH)
      .groupBy('page')
      .orderBy(total, 'desc')
      .limit(TOP)
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['source', 'domain', total.as('count')])

      .where('metric', '=', 'view')
      .groupBy(['source', 'domain'])
      .orderBy(total, 'desc')
      .limit(20)
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['metric', total.as('count')])
      .where('metric', 'in', BOOKING_METRICS)
      .groupBy('metric')
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['page', total.as('count')])

      .where('metric', 'in', BOOKING_METRICS)
      .groupBy('page')
      .orderBy(total, 'desc')
      .limit(TOP)
      .execute(),
    database
      .selectFrom('statistics_searches')
      .select(['term', sql<number>`sum(readers)`.as('readers')])
      .where(inPeriod(period))

      .groupBy('term')
      .having(sql`sum(readers)`, '>=', MIN_SEARCH_READERS)
      .orderBy(sql`sum(readers)`, 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    daily: daily.map((row) => ({ day: row.day, metric: row.metric as Metric, count: number(row.count) })),
    articles: await articleFigures(
      period,
      topArticles.map((row) => ({ page: row.page, views: number(row.views) })),
    ),
    sources: sources.map((row) => ({
      source: row.source as SourceCategory,
      domain: row.domain,
      count: number(row.count),
    })),
    channels: channels.map((row) => ({ metric: row.metric as Metric, count: number(row.count) })),
    bookingPages: bookingPages.map((row) => ({ page: row.page, count: number(row.count) })),
    searches: searches.map((row) => ({ term: row.term, readers: number(row.readers) })),
  };
}

/** The top articles with their title, the booking actions taken on their page and their views day by day. */
async function articleFigures(
  period: StatisticsPeriod,
  top: { page: string; views: number }[],
): Promise<ArticleFigure[]> {
  if (top.length === 0) return [];
  const pages = top.map((row) => row.page);
  const database = db();
  const [posts, bookings, trend] = await Promise.all([
    database
      .selectFrom('blog_posts')
      .select(['slug', 'title'])
      .where(
        'slug',
        'in',
        pages.map((page) => page.slice(BLOG_PATH.length + 1)),
      )
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['page', total.as('count')])
      .where('metric', 'in', BOOKING_METRICS)
      .where('page', 'in', pages)
      .groupBy('page')
      .execute(),
    database
      .selectFrom(figures(period))
      .select(['page', 'day', total.as('count')])
      .where('metric', '=', 'view')
      .where('page', 'in', pages)
      .groupBy(['page', 'day'])
      .orderBy('day')
      .execute(),
  ]);
  const titles = new Map(posts.map((post) => [`${BLOG_PATH}/${post.slug}`, post.title]));
  const booked = new Map(bookings.map((row) => [row.page, number(row.count)]));
  return top.map(({ page, views }) => ({
    page,
    // An article deleted since keeps its figures under its old address.
    title: titles.get(page) ?? page,
    views,
    bookings: booked.get(page) ?? 0,
    trend: trend.filter((row) => row.page === page).map((row) => ({ day: row.day, count: number(row.count) })),
  }));
}

/** Every daily row of the period, for the spreadsheet export. */
export async function statisticsRows(period: StatisticsPeriod) {
  return db()
    .selectFrom('statistics_daily')
    .select(['day', 'page', 'metric', 'source', 'domain', 'count'])
    .where(inPeriod(period))
    .orderBy('day')
    .orderBy('page')
    .orderBy('metric')
    .execute();
}
