import { describe, expect, it } from 'vitest';
import { bucketLabel, bucketSeries, trendDirection } from './statistics-series';
import { statisticsPeriod } from './statistics-period';

describe('statistics series for the charts', () => {
  it('fills every day of the period, zeros included, and adds the metrics asked for', () => {
    const period = statisticsPeriod({ periode: '7j' }, '2026-11-26');
    const series = bucketSeries(
      period,
      [
        { day: '2026-11-24', metric: 'view', count: 5 },
        { day: '2026-11-24', metric: 'chat', count: 2 },
        { day: '2026-11-26', metric: 'phone', count: 1 },
        { day: '2026-10-01', metric: 'chat', count: 9 },
      ],
      ['chat', 'phone'],
    );
    expect(series.map((point) => point.value)).toEqual([0, 0, 0, 0, 2, 0, 1]);
    expect(series[4]!.label).toBe('24\u00a0nov.');
  });

  it('groups a year by month', () => {
    const period = statisticsPeriod({ periode: '12m' }, '2026-11-26');
    const series = bucketSeries(
      period,
      [
        { day: '2026-11-02', metric: 'view', count: 3 },
        { day: '2026-11-20', metric: 'view', count: 4 },
      ],
      ['view'],
    );
    expect(series.at(-1)).toEqual({ bucket: '2026-11', label: 'nov.\u00a02026', value: 7 });
    expect(bucketLabel('2026-02')).toBe('févr.\u00a02026');
  });

  it('says whether reading rises, falls or holds', () => {
    expect(trendDirection([1, 1, 5, 6])).toBe('hausse');
    expect(trendDirection([6, 5, 1, 1])).toBe('baisse');
    expect(trendDirection([3, 3, 3, 3])).toBe('stable');
    expect(trendDirection([])).toBe('stable');
  });
});
