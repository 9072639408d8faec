import { describe, expect, it } from 'vitest';
import { monthLabel } from '@/lib/text/french-dates';
import { choosableMonths, countOf, monthFigures, monthSentence, ofMonth } from './statistics-month';

describe('the month « Statistiques » opens on', () => {
  it('names a month in French, with its year unless it is this year’s', () => {
    expect(monthLabel('2026-11')).toBe('novembre 2026');
    expect(monthLabel('2026-08', '2026')).toBe('août');
    expect(monthLabel('2025-12', '2026')).toBe('décembre 2025');
  });

  it('elides « de » before a month that starts with a vowel', () => {
    expect(ofMonth(monthLabel('2026-04'))).toBe('d’avril 2026');
    expect(ofMonth(monthLabel('2026-08'))).toBe('d’août 2026');
    expect(ofMonth(monthLabel('2026-10'))).toBe('d’octobre 2026');
    expect(ofMonth(monthLabel('2026-11'))).toBe('de novembre 2026');
  });

  it('offers the months with figures and this one, the latest first, never a month to come', () => {
    expect(choosableMonths(['2026-09', '2025-12', '2026-10', '2026-09', '2026-12'], '2026-11')).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
      '2025-12',
    ]);
  });

  it('counts in French: 0 and 1 take the singular, thousands are grouped', () => {
    expect(countOf(0, 'clic WhatsApp', 'clics WhatsApp')).toBe('0\u00a0clic WhatsApp');
    expect(countOf(1, 'clic WhatsApp', 'clics WhatsApp')).toBe('1\u00a0clic WhatsApp');
    expect(countOf(2, 'clic WhatsApp', 'clics WhatsApp')).toBe('2\u00a0clics WhatsApp');
    expect(countOf(12_345, 'lecture', 'lectures')).toBe(`${(12_345).toLocaleString('fr-FR')}\u00a0lectures`);
  });

  it('says the blog’s month in one sentence, with a no-break space before the colon', () => {
    expect(monthSentence('2026-11', '2026-11-28', { readings: 12, requests: 1, chats: 3 })).toBe(
      'En novembre\u00a0: 12\u00a0lectures d’articles, 1\u00a0demande de rendez-vous et 3\u00a0clics WhatsApp venus du blog.',
    );
    expect(monthSentence('2025-12', '2026-11-28', { readings: 1, requests: 0, chats: 2 })).toBe(
      'En décembre 2025\u00a0: 1\u00a0lecture d’article, 0\u00a0demande de rendez-vous et 2\u00a0clics WhatsApp venus du blog.',
    );
  });
});

describe('a month’s figures, blog and whole site apart', () => {
  const rows = [
    { page: '/blog/vaginisme', metric: 'view', count: 10 },
    { page: '/blog', metric: 'view', count: 4 },
    { page: '/blog/recherche', metric: 'view', count: 2 },
    { page: '/blog/categorie/couple', metric: 'view', count: 3 },
    { page: '/', metric: 'view', count: 7 },
    { page: '/blog/vaginisme', metric: 'chat', count: 2 },
    { page: '/blog/categorie/couple', metric: 'chat', count: 1 },
    { page: '/services/sexologie-medicale', metric: 'chat', count: 5 },
    { page: '/blog/vaginisme', metric: 'request', count: 1 },
    { page: '/rendez-vous', metric: 'request', count: 2 },
    { page: '/blog/vaginisme', metric: 'phone', count: 9 },
    { page: '/blog/vaginisme', metric: 'maps', count: 9 },
  ] as const;

  it('the blog’s readings are its articles’; its requests and clicks come from any of its pages', () => {
    expect(monthFigures(rows)).toEqual({
      blog: { readings: 10, requests: 1, chats: 3 },
      site: { readings: 26, requests: 3, chats: 8 },
    });
  });

  it('requests sent and WhatsApp clicks stay apart; calls and directions are not among them', () => {
    expect(monthFigures([{ page: '/blog/x', metric: 'phone', count: 4 }])).toEqual({
      blog: { readings: 0, requests: 0, chats: 0 },
      site: { readings: 0, requests: 0, chats: 0 },
    });
  });
});
