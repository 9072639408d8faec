import 'server-only';
import { nextCalendarChange } from '@/lib/practice/practice-calendar';
import { casablancaDay } from '@/lib/practice/practice-days';
import { listPeriodsEndingFrom } from './practice-periods';
import { readPracticeFacts } from './practice-settings';

/**
 * The next instant after `now` at which anything the public pages show about the practice
 * changes by itself (a closure banner appears N days before, a closure begins or ends, the
 * address-change popup reaches its end), or null when nothing is due. Public pages cached at
 * `now` stay right until then; saves revalidate them at once.
 */
export async function nextPracticeCalendarChange(now: Date): Promise<Date | null> {
  const [facts, periods] = await Promise.all([readPracticeFacts(), listPeriodsEndingFrom(casablancaDay(now))]);
  return nextCalendarChange({ periods, popup: facts.popup, noticeDays: facts.closureNoticeDays }, now);
}
