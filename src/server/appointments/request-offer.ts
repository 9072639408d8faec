import 'server-only';
import { addDays, casablancaDay, startOfCasablancaDay } from '@/lib/practice/practice-days';
import type { PracticeFacts, PracticePeriod } from '@/lib/practice/practice-facts';
import { listPeriodsEndingFrom } from '@/server/practice/practice-periods';
import { readPracticeFacts } from '@/server/practice/practice-settings';

/**
 * What the request form offers on a Casablanca day: the practice's weekly hours and the periods
 * not over yet, read from 'Cabinet' (decision 044), the same the server checks a request against.
 */
export type RequestCalendar = { facts: PracticeFacts; periods: PracticePeriod[]; today: string };

export async function readRequestCalendar(now: Date = new Date()): Promise<RequestCalendar> {
  const today = casablancaDay(now);
  const [facts, periods] = await Promise.all([readPracticeFacts(), listPeriodsEndingFrom(today)]);
  return { facts, periods, today };
}

/** The form's half-days move on at every Casablanca midnight: the page cache renders it again then. */
export function nextHalfDayOfferChange(now: Date): Date {
  return startOfCasablancaDay(addDays(casablancaDay(now), 1));
}
