import { describe, expect, it } from 'vitest';
import { periodBuckets, periodSlices, statisticsPeriod } from './statistics-period';

const today = '2026-11-26';

describe('the statistics period picker', () => {
  it('opens on this calendar month, from its first day to today', () => {
    expect(statisticsPeriod({}, today)).toEqual({
      choice: 'mois',
      month: '2026-11',
      from: '2026-11-01',
      to: today,
      bucket: 'day',
      error: null,
    });
  });

  it('a month chosen by name is its whole calendar month, whatever its length', () => {
    expect(statisticsPeriod({ mois: '2026-02' }, today)).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(statisticsPeriod({ mois: '2024-02' }, today)).toMatchObject({ from: '2024-02-01', to: '2024-02-29' });
    expect(statisticsPeriod({ mois: '2025-12' }, today)).toMatchObject({
      month: '2025-12',
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('a month to come or forged gives this month with a French reason', () => {
    for (const mois of ['2026-12', '2026-13', "2026-11' OR 1=1", ''])
      expect(statisticsPeriod({ mois }, today)).toMatchObject({
        month: '2026-11',
        from: '2026-11-01',
        error: 'Choisissez le mois en cours ou un mois passé.',
      });
  });

  it('a period keeps the month chosen for the page’s sentence', () => {
    expect(statisticsPeriod({ periode: '7j', mois: '2026-10' }, today)).toMatchObject({ month: '2026-10' });
  });

  it('7 days, 30 days and 12 months end today', () => {
    expect(statisticsPeriod({ periode: '7j' }, today)).toMatchObject({ from: '2026-11-20', to: today, bucket: 'day' });
    expect(statisticsPeriod({ periode: '30j' }, today)).toMatchObject({ choice: '30j', from: '2026-10-28', to: today });
    expect(statisticsPeriod({ periode: '12m' }, today)).toMatchObject({ from: '2025-11-01', bucket: 'month' });
  });

  it('a custom period is kept, drawn by month past three months, and never goes past today', () => {
    expect(statisticsPeriod({ periode: 'perso', du: '2026-11-01', au: '2026-12-31' }, today)).toMatchObject({
      from: '2026-11-01',
      to: today,
      bucket: 'day',
      error: null,
    });
    expect(statisticsPeriod({ periode: 'perso', du: '2026-01-01', au: '2026-11-01' }, today).bucket).toBe('month');
  });

  it('a custom period that is missing, reversed, forged or too long falls back to this month with a French reason', () => {
    expect(statisticsPeriod({ periode: 'perso' }, today).error).toBe(
      'Choisissez une date de début et une date de fin.',
    );
    expect(statisticsPeriod({ periode: 'perso', du: '2026-11-10', au: '2026-11-01' }, today).error).toBe(
      'La date de début doit précéder la date de fin.',
    );
    expect(statisticsPeriod({ periode: 'perso', du: '1900-01-01', au: '2026-11-01' }, today).error).toBe(
      'La période ne peut pas dépasser trois ans.',
    );
    expect(statisticsPeriod({ periode: 'perso', du: "2026-11-01' OR 1=1", au: today }, today)).toMatchObject({
      from: '2026-11-01',
      error: expect.any(String),
    });
    expect(statisticsPeriod({ periode: 'forever' }, today)).toMatchObject({ choice: 'mois', error: null });
  });

  it('lists every day or month of the period, so empty ones show as zero', () => {
    expect(periodBuckets(statisticsPeriod({ periode: '7j' }, today))).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(periodBuckets(statisticsPeriod({ periode: '12m' }, today))).toHaveLength(13);
  });
});

describe('a long period reads whole months from the monthly rows and the days around them', () => {
  it('12 months ending today: monthly rows only, this month’s included (no later day has figures)', () => {
    expect(periodSlices(statisticsPeriod({ periode: '12m' }, '2026-11-26'), '2026-11-26')).toEqual({
      days: [],
      months: ['2025-11', '2026-11'],
    });
  });

  it('a period ending before today in the middle of a month reads that month’s days', () => {
    const period = statisticsPeriod({ periode: 'perso', du: '2026-01-01', au: '2026-10-15' }, '2026-11-26');
    expect(periodSlices(period, '2026-11-26')).toEqual({
      days: [['2026-10-01', '2026-10-15']],
      months: ['2026-01', '2026-09'],
    });
  });

  it('a custom period: head days, whole months, tail days', () => {
    const period = statisticsPeriod({ periode: 'perso', du: '2026-01-15', au: '2026-06-30' }, '2026-11-26');
    expect(periodSlices(period, '2026-11-26')).toEqual({
      days: [['2026-01-15', '2026-01-31']],
      months: ['2026-02', '2026-06'],
    });
    const across = statisticsPeriod({ periode: 'perso', du: '2025-12-20', au: '2026-04-10' }, '2026-11-26');
    expect(periodSlices(across, '2026-11-26')).toEqual({
      days: [
        ['2025-12-20', '2025-12-31'],
        ['2026-04-01', '2026-04-10'],
      ],
      months: ['2026-01', '2026-03'],
    });
  });

  it('a short period reads days only', () => {
    expect(periodSlices(statisticsPeriod({ periode: '30j' }, '2026-11-26'), '2026-11-26')).toEqual({
      days: [['2026-10-28', '2026-11-26']],
      months: null,
    });
  });
});
