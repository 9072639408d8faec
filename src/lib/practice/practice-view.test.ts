import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { buildPracticeView } from './practice-view';

const aid = {
  id: 'aid',
  firstDay: '2026-05-27',
  lastDay: '2026-05-29',
  label: 'Aïd al-Adha',
  ranges: [],
  message: 'Bonne fête.',
};
const at = (instant: string, facts = DEFAULT_PRACTICE_FACTS) => buildPracticeView(facts, [aid], new Date(instant));

describe('what the public pages show on a given Casablanca date and time', () => {
  it('shows the phone in its national form and the chat number as wa.me digits', () => {
    const view = at('2026-05-10T10:00:00Z');
    expect(view.phone).toEqual({ e164: '+212522000000', display: '05 22 00 00 00' });
    expect(view.chat).toEqual({ digits: '212600000000', display: '06 00 00 00 00' });
  });

  it('announces the closure with its message a week before, and no reopening date yet', () => {
    const view = at('2026-05-20T10:00:00Z');
    expect(view.specialHours).toEqual([
      {
        id: 'aid',
        label: 'Aïd al-Adha',
        dates: 'du mercredi 27 mai au vendredi 29 mai 2026',
        time: 'Fermé',
        message: 'Bonne fête.',
        announcement: 'Aïd al-Adha : cabinet fermé du mercredi 27 mai au vendredi 29 mai 2026.',
      },
    ]);
    expect(view.reopeningDay).toBeNull();
  });

  it('gives the reopening date from the first minute of the closure in Casablanca', () => {
    expect(at('2026-05-26T22:59:00Z').reopeningDay).toBeNull();
    expect(at('2026-05-26T23:00:00Z').reopeningDay).toBe('2026-05-30');
  });

  it('forgets the closure from the first minute after its last day in Casablanca', () => {
    expect(at('2026-05-29T22:59:00Z').specialHours).toHaveLength(1);
    expect(at('2026-05-29T23:00:00Z').specialHours).toEqual([]);
    expect(at('2026-05-29T23:00:00Z').reopeningDay).toBeNull();
  });

  it('shows the popup with the practice address unless another is given, and nothing when off', () => {
    expect(at('2026-05-10T10:00:00Z').popup?.addressLines).toEqual([
      'N° 00, rue à préciser, 1er étage',
      'boulevard à préciser',
      'Sidi Maarouf, 20190 Casablanca',
    ]);
    const announced = {
      ...DEFAULT_PRACTICE_FACTS,
      popup: { ...DEFAULT_PRACTICE_FACTS.popup, addressLines: ['12, rue des Oliviers', '20190 Casablanca'] },
    };
    expect(at('2026-05-10T10:00:00Z', announced).popup?.addressLine).toBe('12, rue des Oliviers, 20190 Casablanca');
    const off = { ...DEFAULT_PRACTICE_FACTS, popup: { ...DEFAULT_PRACTICE_FACTS.popup, enabled: false } };
    expect(at('2026-05-10T10:00:00Z', off).popup).toBeNull();
  });
});
