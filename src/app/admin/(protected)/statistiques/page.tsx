import type { Metadata } from 'next';
import { BarChart } from '@/components/admin/statistics/bar-chart';
import { FigureSection, FigureTable } from '@/components/admin/statistics/figure-table';
import { PeriodForm } from '@/components/admin/statistics/period-form';
import { Sparkline } from '@/components/admin/statistics/sparkline';
import { buttonVariants } from '@/components/ui/button-variants';
import { casablancaDay } from '@/lib/practice/practice-days';
import { BOOKING_METRICS, METRIC_LABELS } from '@/lib/statistics/counted-reading';
import { SOURCE_LABELS } from '@/lib/statistics/referrer-source';
import { choosableMonths, monthSentence, ofMonth } from '@/lib/statistics/statistics-month';
import { statisticsPeriod } from '@/lib/statistics/statistics-period';
import { bucketSeries, trendDirection } from '@/lib/statistics/statistics-series';
import { monthLabel } from '@/lib/text/french-dates';
import { requireBlogManager } from '@/server/auth/session';
import { flushReadings } from '@/server/statistics/reading-queue';
import { MIN_SEARCH_READERS, monthReport, statisticsReport } from '@/server/statistics/statistics-report';

export const metadata: Metadata = { title: 'Statistiques' };

const count = (value: number) => value.toLocaleString('fr-FR');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Admins and editors: what the site brings the practice, counted without cookies or personal data
 * (decision 045). Opens on what the blog brought this calendar month, in one sentence, then the
 * month's figures for the blog and the whole site, then the details of the month or a period.
 */
export default async function StatisticsPage({ searchParams }: Props) {
  await requireBlogManager();
  const params = await searchParams;
  const today = casablancaDay(new Date());
  const period = statisticsPeriod(
    { periode: single(params.periode), du: single(params.du), au: single(params.au), mois: single(params.mois) },
    today,
  );
  // This process's waiting readings first: the figures include what was read a moment ago.
  await flushReadings();
  const [report, month] = await Promise.all([statisticsReport(period, today), monthReport(period, today)]);
  const visits = bucketSeries(period, report.daily, ['view']);
  const bookings = bucketSeries(period, report.daily, BOOKING_METRICS);
  const total = (points: { value: number }[]) => points.reduce((sum, point) => sum + point.value, 0);
  const exportQuery = new URLSearchParams({
    periode: period.choice,
    mois: period.month,
    du: period.from,
    au: period.to,
  }).toString();
  const figures = (figure: 'readings' | 'requests' | 'chats') => [count(month.blog[figure]), count(month.site[figure])];
  return (
    <div className="max-w-5xl space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Statistiques</h1>
        <p className="text-lg">{monthSentence(period.month, today, month.blog)}</p>
        <p className="text-sm text-muted-foreground">
          Lectures des pages publiques et actions de prise de rendez-vous, comptées sans cookie ni donnée personnelle :
          un lecteur compte une fois par page et par jour, les robots et l’équipe connectée ne sont pas comptés.
        </p>
      </div>
      <PeriodForm period={period} months={choosableMonths(month.months, today.slice(0, 7))} />
      {period.error ? (
        <p role="alert" className="text-sm text-destructive">
          {period.error} Le mois en cours est affiché.
        </p>
      ) : null}
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">En {monthLabel(period.month)}</h2>
        <FigureTable
          caption={`En ${monthLabel(period.month)}\u00a0: le blog et tout le site`}
          headers={['Mesure', 'Venus du blog', 'Tout le site']}
          rows={[
            ['Lectures', ...figures('readings')],
            ['Demandes de rendez-vous envoyées', ...figures('requests')],
            ['Clics WhatsApp', ...figures('chats')],
          ]}
        />
        <p className="text-sm text-muted-foreground">
          {'Venus du blog\u00a0: les lectures de ses articles, les demandes et les clics faits depuis ses pages.'}
        </p>
      </section>
      <h2 className="text-lg font-semibold">
        {period.choice === 'mois' ? `Détails ${ofMonth(monthLabel(period.month))}` : 'Détails de la période'}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">Visites</dt>
          <dd className="text-2xl font-semibold tabular-nums">{count(total(visits))}</dd>
        </div>
        <div className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">Actions de prise de rendez-vous</dt>
          <dd className="text-2xl font-semibold tabular-nums">{count(total(bookings))}</dd>
        </div>
      </dl>
      <BarChart title="Visites" unit={{ one: 'visite', many: 'visites' }} points={visits} />
      <BarChart title="Actions de prise de rendez-vous" unit={{ one: 'action', many: 'actions' }} points={bookings} />
      <FigureSection
        title="Articles les plus lus"
        headers={['Article', 'Visites', 'Tendance', 'Actions de rendez-vous']}
        rows={report.articles.map((article) => {
          const values = bucketSeries(
            period,
            article.trend.map((point) => ({ ...point, metric: 'view' as const })),
            ['view'],
          ).map((point) => point.value);
          return [
            <a key="title" href={article.page} className="underline-offset-4 hover:underline">
              {article.title}
            </a>,
            count(article.views),
            <span key="trend" className="inline-flex items-center gap-2">
              <Sparkline values={values} />
              {trendDirection(values)}
            </span>,
            count(article.bookings),
          ];
        })}
      />
      <div className="grid gap-8 md:grid-cols-2">
        <FigureSection
          title="Provenance des lecteurs"
          headers={['Source', 'Visites']}
          rows={report.sources.map((row) => [
            row.domain ? `${SOURCE_LABELS[row.source]} (${row.domain})` : SOURCE_LABELS[row.source],
            count(row.count),
          ])}
        />
        <FigureSection
          title="Actions par canal"
          headers={['Canal', 'Actions']}
          rows={report.channels.map((row) => [METRIC_LABELS[row.metric], count(row.count)])}
        />
        <FigureSection
          title="Actions par page"
          headers={['Page', 'Actions']}
          rows={report.bookingPages.map((row) => [
            <a key="page" href={row.page} className="underline-offset-4 hover:underline">
              {row.name}
            </a>,
            count(row.count),
          ])}
        />
        <FigureSection
          title="Recherches les plus fréquentes"
          headers={['Recherche', 'Lecteurs']}
          rows={report.searches.map((row) => [row.term, count(row.readers)])}
          empty={`Aucune recherche faite par au moins ${MIN_SEARCH_READERS} lecteurs sur cette période.`}
        />
      </div>
      <a href={`/admin/statistiques/export?${exportQuery}`} className={buttonVariants({ variant: 'outline' })} download>
        Exporter en CSV
      </a>
    </div>
  );
}
