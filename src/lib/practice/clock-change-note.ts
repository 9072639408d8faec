import { dateTimeLocalValueToIso, toDateTimeLocalValue } from '../text/french-dates';

const HOUR_MS = 3_600_000;

/** 'HH:MM' of a `datetime-local` value. */
const clockOf = (value: string) => value.slice(11, 16);

/**
 * What a typed Casablanca wall time means on a day Morocco's clock changes (it goes back before
 * Ramadan and forward after it, at 03:00 and 02:00): a time the clock skips is understood one hour
 * later, a time it shows twice is understood at its second passage (`dateTimeLocalValueToIso`).
 * Either way the person is told which instant was understood; null on any other day. Read with
 * the server's time-zone data, like every date the back office shows (decision 027).
 */
export function clockChangeNote(value: string): string | null {
  const iso = dateTimeLocalValueToIso(value);
  if (!iso) return null;
  const typed = value.trim().slice(0, 16);
  const understood = toDateTimeLocalValue(iso);
  if (understood !== typed) {
    return `${clockOf(typed)} n’existe pas ce jour-là (changement d’heure) : l’article sera publié à ${clockOf(understood)}.`;
  }
  // Read at its second passage: the same wall time one hour earlier is its first.
  if (toDateTimeLocalValue(new Date(Date.parse(iso) - HOUR_MS).toISOString()) === typed) {
    return `${clockOf(typed)} revient deux fois ce jour-là (changement d’heure) : l’article sera publié au second passage de ${clockOf(typed)}, une heure après le premier.`;
  }
  return null;
}
