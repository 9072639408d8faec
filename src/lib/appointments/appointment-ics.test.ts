import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine } from './appointment-ics';

describe('the calendar file', () => {
  const ics = buildIcs({
    uid: 'abc@cabinet',
    day: '2026-12-01',
    time: '10:30',
    minutes: 30,
    summary: 'Rendez-vous, échographie; pelvienne',
    location: 'Sidi Maarouf, Casablanca',
    description: 'Boire 1 litre d’eau.\nArrivez en avance.',
    now: new Date('2026-11-26T10:00:00Z'),
  });

  it('writes the Casablanca time in UTC (UTC+1 in December)', () => {
    expect(ics).toContain('DTSTART:20261201T093000Z\r\n');
    expect(ics).toContain('DTEND:20261201T100000Z\r\n');
  });

  it('escapes commas, semicolons and line breaks and ends every line with CRLF', () => {
    expect(ics).toContain('SUMMARY:Rendez-vous\\, échographie\\; pelvienne\r\n');
    expect(ics).toContain('DESCRIPTION:Boire 1 litre d’eau.\\nArrivez en avance.');
    expect(ics.split('\r\n').at(-1)).toBe('');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(60)}`);
  });
});
