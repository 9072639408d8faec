import { describe, expect, it } from 'vitest';
import {
  dateTimeLocalValueToIso,
  formatAdminDateTime,
  formatCasablancaClock,
  formatPublicDate,
  toDateTimeLocalValue,
} from './french-dates';

describe('formatPublicDate (fr-FR long form, Casablanca time)', () => {
  it.each([
    ['2026-11-21T13:05:00.000Z', '21 novembre 2026'],
    ['2026-03-01T08:00:00.000Z', '1 mars 2026'],
    ['2026-08-15T12:00:00Z', '15 août 2026'],
    ['2026-02-01T12:00:00Z', '1 février 2026'],
    // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1 outside Ramadan).
    ['2026-12-31T23:30:00.000Z', '1 janvier 2027'],
  ])('%s → %s', (iso, expected) => {
    expect(formatPublicDate(iso)).toBe(expected);
  });
});

describe('formatAdminDateTime (day, short month, year, hour, minute)', () => {
  it.each([
    ['2026-11-21T13:05:00.000Z', '21 nov. 2026, 14:05'],
    ['2026-05-03T07:09:59.000Z', '3 mai 2026, 08:09'],
    ['2026-12-31T23:30:00.000Z', '1 janv. 2027, 00:30'],
  ])('%s → %s', (iso, expected) => {
    expect(formatAdminDateTime(iso)).toBe(expected);
  });
});

describe("formatCasablancaClock (the autosave line's HH:mm)", () => {
  it.each([
    // 13:32 UTC is 14:32 in Casablanca (UTC+1 outside Ramadan).
    ['2026-11-23T13:32:10.000Z', '14:32'],
    ['2026-11-23T08:05:00.000Z', '09:05'],
    ['2026-12-31T23:30:00.000Z', '00:30'],
  ])('%s → %s', (iso, expected) => {
    expect(formatCasablancaClock(iso)).toBe(expected);
  });
});

describe('toDateTimeLocalValue (minute precision, Casablanca wall time)', () => {
  it.each([
    ['2026-11-21T13:05:42.123Z', '2026-11-21T14:05'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01T00:30'],
    ['2026-01-05T22:59:59.999Z', '2026-01-05T23:59'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j → %j', (iso, expected) => {
    expect(toDateTimeLocalValue(iso)).toBe(expected);
  });
});

describe('dateTimeLocalValueToIso', () => {
  it.each([
    ['2026-11-21T14:05', '2026-11-21T13:05:00.000Z'],
    ['2027-01-01T00:30', '2026-12-31T23:30:00.000Z'],
    ['2026-11-21T14:05:30', '2026-11-21T13:05:30.000Z'],
    ['', null],
    ['21/11/2026 14:05', null],
    ['2026-02-31T10:00', null],
    ['2026-04-31T10:00', null],
    // Ramadan 2028: Casablanca is on UTC+0 that day.
    ['2028-02-29T10:00', '2028-02-29T10:00:00.000Z'],
    ['2026-11-21T24:05', null],
  ])('%j → %j', (value, expected) => {
    expect(dateTimeLocalValueToIso(value)).toBe(expected);
  });

  // 1 March 2026 falls in Ramadan, when Morocco moves to UTC+0: the offset is not a constant.
  it.each(['2026-01-10T09:15:00.000Z', '2026-03-01T09:15:00.000Z', '2026-07-14T21:45:00.000Z'])(
    'round-trips %s through the form value',
    (iso) => {
      expect(dateTimeLocalValueToIso(toDateTimeLocalValue(iso))).toBe(iso);
    },
  );
});
