import { rangesOn } from '../practice/practice-calendar';
import { addDays, formatPracticeDay, isCalendarDay } from '../practice/practice-days';
import type { PracticePeriod, TimeRange, WeeklyHours } from '../practice/practice-facts';

/**
 * The half-days a patient may ask for (decision 044): computed from the practice's weekly hours
 * and its closures or special hours, never from a fixed list, so a closed day cannot be offered
 * nor accepted by the server. The morning ends at 13:00, Casablanca wall time.
 */
const PART_LABELS = { matin: 'matin', 'apres-midi': 'après-midi' } as const;

export type HalfDayPart = keyof typeof PART_LABELS;
export type HalfDay = { day: string; part: HalfDayPart };

export const NOON = '13:00';
/** How far ahead a patient may ask: three weeks, the practice confirms the exact time anyway. */
export const HALF_DAY_HORIZON_DAYS = 21;

function partsOpen(ranges: TimeRange[]): HalfDayPart[] {
  const parts: HalfDayPart[] = [];
  if (ranges.some((range) => range.opens < NOON)) parts.push('matin');
  if (ranges.some((range) => range.closes > NOON)) parts.push('apres-midi');
  return parts;
}

/** The half-days from tomorrow (Casablanca) to the horizon on which the practice is open. */
export function availableHalfDays(
  weekly: WeeklyHours,
  periods: readonly PracticePeriod[],
  today: string,
  horizon = HALF_DAY_HORIZON_DAYS,
): HalfDay[] {
  const halfDays: HalfDay[] = [];
  for (let offset = 1; offset <= horizon; offset += 1) {
    const day = addDays(today, offset);
    for (const part of partsOpen(rangesOn(day, weekly, periods))) halfDays.push({ day, part });
  }
  return halfDays;
}

/** '2026-12-01:matin', the value a form option carries. */
export const halfDayValue = (halfDay: HalfDay) => `${halfDay.day}:${halfDay.part}`;

/** A form value back to a half-day, or null when it is not one's shape. */
export function parseHalfDayValue(value: string): HalfDay | null {
  const [day, part, ...rest] = value.split(':');
  if (rest.length > 0 || day === undefined || !isCalendarDay(day)) return null;
  return part === 'matin' || part === 'apres-midi' ? { day, part } : null;
}

/** 'mardi 1er décembre, matin'. */
export function formatHalfDay(halfDay: HalfDay): string {
  return `${formatPracticeDay(halfDay.day, { withYear: false })}, ${PART_LABELS[halfDay.part]}`;
}

/** True when the practice offers this half-day today: not past, not closed, within the horizon. */
export function isAvailableHalfDay(
  halfDay: HalfDay,
  weekly: WeeklyHours,
  periods: readonly PracticePeriod[],
  today: string,
): boolean {
  return availableHalfDays(weekly, periods, today).some(
    (offered) => offered.day === halfDay.day && offered.part === halfDay.part,
  );
}
