import type { Metric } from './counted-reading';
import type { StatisticsPeriod } from './statistics-period';
import { periodBuckets } from './statistics-period';

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** « 26 nov. » for a day, « nov. 2026 » for a month: short enough under a chart. */
export function bucketLabel(bucket: string): string {
  const [year, month, day] = bucket.split('-').map(Number) as [number, number, number | undefined];
  const name = MONTHS[month - 1] ?? '';
  return day === undefined ? `${name}\u00a0${year}` : `${day}\u00a0${name}`;
}

/** One value per bucket of the period (zeros where nothing was counted), for the metrics asked. */
export function bucketSeries(
  period: StatisticsPeriod,
  daily: readonly { day: string; metric: Metric; count: number }[],
  metrics: readonly Metric[],
) {
  const buckets = periodBuckets(period);
  const index = new Map(buckets.map((bucket, position) => [bucket, position]));
  const values = buckets.map(() => 0);
  for (const row of daily) {
    if (!metrics.includes(row.metric)) continue;
    const position = index.get(period.bucket === 'day' ? row.day : row.day.slice(0, 7));
    if (position !== undefined) values[position]! += row.count;
  }
  return buckets.map((bucket, position) => ({ bucket, label: bucketLabel(bucket), value: values[position]! }));
}

/** Whether an article is read more or less at the end of the period than at its start (halves compared, ±10 %). */
export function trendDirection(values: readonly number[]): 'hausse' | 'baisse' | 'stable' {
  const half = Math.floor(values.length / 2);
  const first = values.slice(0, half).reduce((sum, value) => sum + value, 0);
  const second = values.slice(values.length - half).reduce((sum, value) => sum + value, 0);
  if (second > first * 1.1) return 'hausse';
  if (second < first * 0.9) return 'baisse';
  return 'stable';
}
