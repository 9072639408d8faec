import { dateTimeLocalValueToIso } from '../text/french-dates';
import { formatRanges } from '../practice/opening-hours';
import type { PracticePeriod, WeeklyHours } from '../practice/practice-facts';
import { rangesOn } from '../practice/practice-calendar';
import { NOON, type HalfDay } from './half-days';

/**
 * The time staff fix for an appointment obeys the rule the public form's half-days obey
 * (decision 044): the practice's hours on that day, a closure or special hours winning over the
 * weekly ones (`rangesOn`), and never in the past. One home, so a Sunday at 22:00 can no more be
 * fixed than asked for.
 */
export type PracticeCalendar = { weekly: WeeklyHours; periods: readonly PracticePeriod[] };

export type AppointmentTimeProblem = { field: 'day' | 'time'; message: string };

/** What is wrong with this date and time, in French, or null when the practice can receive then. */
export function appointmentTimeProblem(
  day: string,
  time: string,
  calendar: PracticeCalendar,
  now: Date,
): AppointmentTimeProblem | null {
  const problem = (field: AppointmentTimeProblem['field'], message: string) => ({ field, message });
  const instant = dateTimeLocalValueToIso(`${day}T${time}`);
  if (instant === null) return problem('day', 'Indiquez une date et une heure valides.');
  if (new Date(instant).getTime() <= now.getTime())
    return problem('day', 'Cette date et cette heure sont passées\u00a0: choisissez un moment à venir.');
  const ranges = rangesOn(day, calendar.weekly, calendar.periods);
  const closure = calendar.periods.find((period) => period.firstDay <= day && day <= period.lastDay);
  if (ranges.length === 0)
    return problem(
      'day',
      closure
        ? `Le cabinet est fermé ce jour-là (${closure.label})\u00a0: choisissez un autre jour.`
        : 'Le cabinet est fermé ce jour-là\u00a0: choisissez un jour d’ouverture.',
    );
  if (!ranges.some((range) => range.opens <= time && time < range.closes))
    return problem(
      'time',
      `Ce jour-là, le cabinet reçoit de ${formatRanges(ranges).replaceAll(' – ', ' à ')}\u00a0: choisissez une heure dans ces horaires.`,
    );
  return null;
}

/**
 * Where the inbox's date and time start: the patient's first chosen half-day, at the first hour
 * the practice receives in it (the morning until 13:00, the afternoon from 13:00).
 */
export function firstHalfDayStart(halfDay: HalfDay, calendar: PracticeCalendar): { day: string; time: string } {
  const ranges = rangesOn(halfDay.day, calendar.weekly, calendar.periods);
  const inPart =
    halfDay.part === 'matin'
      ? ranges.find((range) => range.opens < NOON)?.opens
      : ranges.filter((range) => range.closes > NOON).map((range) => (range.opens > NOON ? range.opens : NOON))[0];
  return { day: halfDay.day, time: inPart ?? (halfDay.part === 'matin' ? '09:00' : '15:00') };
}
