import { PRIVATE_NO_STORE } from '@/lib/http/no-store';
import { casablancaDay } from '@/lib/practice/practice-days';
import { toCsv } from '@/lib/statistics/csv';
import { METRIC_LABELS, type Metric } from '@/lib/statistics/counted-reading';
import { SOURCE_LABELS, type SourceCategory } from '@/lib/statistics/referrer-source';
import { statisticsPeriod } from '@/lib/statistics/statistics-period';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { staffRoute } from '@/server/http/route';
import { statisticsRows } from '@/server/statistics/statistics-report';

/** « Exporter en CSV »: the period's daily rows as a spreadsheet, for admins and editors. */
export const GET = staffRoute({
  guard: requireBlogManagerForRequest,
  handle: async ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const period = statisticsPeriod(params, casablancaDay(new Date()));
    const rows = await statisticsRows(period);
    const csv = toCsv(
      ['Jour', 'Page', 'Adresse', 'Mesure', 'Source', 'Domaine', 'Nombre'],
      rows.map((row) => [
        row.day,
        row.name,
        row.page,
        METRIC_LABELS[row.metric as Metric] ?? row.metric,
        row.source ? SOURCE_LABELS[row.source as SourceCategory] : '',
        row.domain,
        Number(row.count),
      ]),
    );
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="statistiques-${period.from}-${period.to}.csv"`,
        'Cache-Control': PRIVATE_NO_STORE,
      },
    });
  },
  failure: { log: 'Exporting statistics failed', message: 'L’export des statistiques a échoué. Réessayez.' },
});
