import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import {
  announcedPeriods,
  nextCalendarChange,
  periodAnnouncement,
  popupShows,
  reopeningDay,
} from './practice-calendar';
import type { PracticePeriod } from './practice-facts';

const aid: PracticePeriod = {
  id: 'aid',
  firstDay: '2026-05-27',
  lastDay: '2026-05-29',
  label: 'Aïd al-Adha',
  ranges: [],
  message: 'Bonne fête.',
};
const shortSaturday: PracticePeriod = {
  id: 'short',
  firstDay: '2026-05-30',
  lastDay: '2026-05-30',
  label: 'Congrès',
  ranges: [{ opens: '09:00', closes: '12:00' }],
  message: null,
};
const week = DEFAULT_PRACTICE_FACTS.weeklyHours;

describe('which banner shows on a given Casablanca day', () => {
  it('shows a period from the notice days before its first day', () => {
    expect(announcedPeriods([aid], '2026-05-19', 7)).toEqual([]);
    expect(announcedPeriods([aid], '2026-05-20', 7)).toEqual([aid]);
  });

  it('shows it through its last day, then never again', () => {
    expect(announcedPeriods([aid], '2026-05-29', 7)).toEqual([aid]);
    expect(announcedPeriods([aid], '2026-05-30', 7)).toEqual([]);
  });

  it('lists several announced periods soonest first', () => {
    expect(announcedPeriods([shortSaturday, aid], '2026-05-26', 7).map((period) => period.id)).toEqual([
      'aid',
      'short',
    ]);
  });

  it('announces with the label, the dates in French and the hours', () => {
    expect(periodAnnouncement(aid)).toBe('Aïd al-Adha : cabinet fermé du mercredi 27 mai au vendredi 29 mai 2026.');
    expect(periodAnnouncement(shortSaturday)).toBe(
      'Congrès : horaires spéciaux le samedi 30 mai 2026 (09h00 – 12h00).',
    );
  });
});

describe('the reopening date during a closure', () => {
  it('is null outside a closure, and during special hours', () => {
    expect(reopeningDay([aid], week, '2026-05-26')).toBeNull();
    expect(reopeningDay([shortSaturday], week, '2026-05-30')).toBeNull();
  });

  it('is the day after the closure when the practice opens that day', () => {
    expect(reopeningDay([aid], week, '2026-05-28')).toBe('2026-05-30');
  });

  it('skips the weekly closed Sunday after a closure ending on Saturday', () => {
    const saturdayClosure = { ...aid, lastDay: '2026-05-30' };
    expect(reopeningDay([saturdayClosure], week, '2026-05-28')).toBe('2026-06-01');
  });

  it('skips a closure that follows straight after', () => {
    const next = { ...aid, id: 'next', firstDay: '2026-05-30', lastDay: '2026-06-02' };
    expect(reopeningDay([aid, next], week, '2026-05-27')).toBe('2026-06-03');
  });
});

describe('the address-change popup stops by itself', () => {
  const popup = { ...DEFAULT_PRACTICE_FACTS.popup, lastDay: '2026-12-31' };
  it('shows through its last day', () => expect(popupShows(popup, '2026-12-31')).toBe(true));
  it('stops the day after', () => expect(popupShows(popup, '2027-01-01')).toBe(false));
  it('never shows when off', () => expect(popupShows({ ...popup, enabled: false }, '2026-06-01')).toBe(false));
  it('shows without end when no last day is set', () =>
    expect(popupShows({ ...popup, lastDay: null }, '2099-01-01')).toBe(true));
});

describe('nextCalendarChange: when public pages change by themselves', () => {
  const inputs = { periods: [aid], popup: { ...DEFAULT_PRACTICE_FACTS.popup, lastDay: null }, noticeDays: 7 };

  it('is the midnight (Casablanca, UTC+1 in May) the banner appears', () => {
    expect(nextCalendarChange(inputs, new Date('2026-05-10T12:00:00Z'))?.toISOString()).toBe(
      '2026-05-19T23:00:00.000Z',
    );
  });

  it('then the midnight the closure begins (the booking message changes)', () => {
    expect(nextCalendarChange(inputs, new Date('2026-05-19T23:00:00Z'))?.toISOString()).toBe(
      '2026-05-26T23:00:00.000Z',
    );
  });

  it('then the midnight after its last day', () => {
    expect(nextCalendarChange(inputs, new Date('2026-05-28T08:00:00Z'))?.toISOString()).toBe(
      '2026-05-29T23:00:00.000Z',
    );
  });

  it('is null once every period is over and the popup has no end', () => {
    expect(nextCalendarChange(inputs, new Date('2026-05-29T23:00:00Z'))).toBeNull();
  });

  it("includes the midnight after the popup's last day", () => {
    const withPopup = { ...inputs, periods: [], popup: { ...inputs.popup, lastDay: '2026-12-31' } };
    expect(nextCalendarChange(withPopup, new Date('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-31T23:00:00.000Z',
    );
  });

  it('ignores the end of a popup that is off', () => {
    const popupOff = { ...inputs, periods: [], popup: { ...inputs.popup, enabled: false, lastDay: '2026-12-31' } };
    expect(nextCalendarChange(popupOff, new Date('2026-11-23T10:00:00Z'))).toBeNull();
  });
});
