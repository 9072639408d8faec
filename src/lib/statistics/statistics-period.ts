import { addDays, daysBetween, isCalendarDay } from '@/lib/practice/practice-days';

export const PERIOD_CHOICES = {
  mois: 'Le mois choisi',
  '7j': '7 derniers jours',
  '30j': '30 derniers jours',
  '12m': '12 derniers mois',
  perso: 'Personnalisée',
} as const;
export type PeriodChoice = keyof typeof PERIOD_CHOICES;

/**
 * The days shown, both included, Casablanca calendar days; months when the period is long. `month`
 * is the calendar month the page's sentence is about ('YYYY-MM'): the one chosen, else this one.
 */
export type StatisticsPeriod = {
  choice: PeriodChoice;
  month: string;
  from: string;
  to: string;
  bucket: 'day' | 'month';
  error: string | null;
};

const DEFAULT_CHOICE: PeriodChoice = 'mois';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Beyond this a custom period is drawn by month, and its days stay readable in the table. */
const LONGEST_DAILY_PERIOD = 92;
const LONGEST_PERIOD_DAYS = 3 * 366;

/** The last calendar day of the month of `day`. */
export function lastDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The period asked for in the address: by default a calendar month (`?mois=2026-10`, this one
 * without it) from its first day to its last or today; or `?periode=7j|30j|12m|perso&du=…&au=…`.
 * A month to come or a custom period that cannot be shown gives this month, with a French reason.
 */
export function statisticsPeriod(
  params: { periode?: string; du?: string; au?: string; mois?: string },
  today: string,
): StatisticsPeriod {
  const thisMonth = today.slice(0, 7);
  const asked = params.mois ?? thisMonth;
  const monthKnown = MONTH_PATTERN.test(asked) && asked <= thisMonth;
  const month = monthKnown ? asked : thisMonth;
  const choice = (params.periode ?? DEFAULT_CHOICE) as PeriodChoice;
  if (choice === '7j') return { choice, month, from: addDays(today, -6), to: today, bucket: 'day', error: null };
  if (choice === '30j') return { choice, month, from: addDays(today, -29), to: today, bucket: 'day', error: null };
  if (choice === '12m')
    return { choice, month, from: `${addDays(today, -364).slice(0, 7)}-01`, to: today, bucket: 'month', error: null };
  if (choice === 'perso') {
    const { du = '', au = '' } = params;
    const fallback = { ...statisticsPeriod({ mois: month }, today), choice: 'perso' as const };
    if (!isCalendarDay(du) || !isCalendarDay(au))
      return { ...fallback, error: 'Choisissez une date de début et une date de fin.' };
    if (du > au) return { ...fallback, error: 'La date de début doit précéder la date de fin.' };
    const to = au > today ? today : au;
    if (daysBetween(du, to) > LONGEST_PERIOD_DAYS)
      return { ...fallback, error: 'La période ne peut pas dépasser trois ans.' };
    return {
      choice,
      month,
      from: du,
      to,
      bucket: daysBetween(du, to) > LONGEST_DAILY_PERIOD ? 'month' : 'day',
      error: null,
    };
  }
  const lastDay = lastDayOfMonth(`${month}-01`);
  return {
    choice: DEFAULT_CHOICE,
    month,
    from: `${month}-01`,
    to: lastDay < today ? lastDay : today,
    bucket: 'day',
    error: monthKnown ? null : 'Choisissez le mois en cours ou un mois passé.',
  };
}

/** Every bucket of the period in order ('YYYY-MM-DD' days or 'YYYY-MM' months), so empty ones show as zero. */
export function periodBuckets(period: StatisticsPeriod): string[] {
  const buckets: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const bucket = period.bucket === 'day' ? day : day.slice(0, 7);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/**
 * Where a period's figures are read (decision 045): whole months from the monthly rows, the days
 * around them from the daily rows, so a year reads a few thousand rows, not every day of it. A
 * period drawn by day reads days only: its chart needs them. A period that ends today reads this
 * month from its monthly rows too: no later day has figures yet, so they hold exactly its days
 * so far (decision 050).
 */
export function periodSlices(
  period: StatisticsPeriod,
  today: string,
): { days: [string, string][]; months: [string, string] | null } {
  if (period.bucket === 'day') return { days: [[period.from, period.to]], months: null };
  const firstMonth = (period.from.endsWith('-01') ? period.from : addDays(lastDayOfMonth(period.from), 1)).slice(0, 7);
  const lastDay =
    period.to === lastDayOfMonth(period.to) || period.to >= today
      ? period.to
      : addDays(`${period.to.slice(0, 7)}-01`, -1);
  const lastMonth = lastDay.slice(0, 7);
  if (firstMonth > lastMonth) return { days: [[period.from, period.to]], months: null };
  const days: [string, string][] = [];
  if (`${firstMonth}-01` > period.from) days.push([period.from, addDays(`${firstMonth}-01`, -1)]);
  const afterLast = addDays(lastDayOfMonth(lastDay), 1);
  if (afterLast <= period.to) days.push([afterLast, period.to]);
  return { days, months: [firstMonth, lastMonth] };
}
