import { describe, expect, it } from 'vitest';
import { medianFigures, pageFigures, type LighthouseReport } from './lighthouse-summary';

function report(performance: number, scriptBytes: number, benchmarkIndex = 1480): LighthouseReport {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 0.92 },
    },
    environment: { benchmarkIndex },
    audits: {
      'largest-contentful-paint': { numericValue: 1861.4 },
      'total-blocking-time': { numericValue: 93.6 },
      'total-byte-weight': { numericValue: 50_000 + scriptBytes },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 12_000, resourceSize: 48_000 },
            { resourceType: 'Script', transferSize: scriptBytes, resourceSize: scriptBytes * 3 },
            { resourceType: 'Script', transferSize: 1_000, resourceSize: 3_000 },
            { resourceType: 'Image', transferSize: 30_000, resourceSize: 30_000 },
          ],
        },
      },
    },
  };
}

describe('lighthouse summary', () => {
  it('reads the four category scores as percentages and the page weights by resource type', () => {
    expect(pageFigures(report(0.97, 40_000))).toEqual({
      scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 },
      benchmarkIndex: 1480,
      largestContentfulPaintMs: 1861,
      totalBlockingTimeMs: 94,
      htmlTransferBytes: 12_000,
      htmlBytes: 48_000,
      scriptTransferBytes: 41_000,
      totalTransferBytes: 90_000,
    });
  });

  it('takes the median of each figure over the runs, so one slow run on a busy machine does not decide', () => {
    const runs = [report(0.99, 40_000, 1600), report(0.71, 40_000, 700), report(1, 42_000, 1500)].map(pageFigures);
    const figures = medianFigures(runs);
    expect(figures.scores.performance).toBe(99);
    expect(figures.scriptTransferBytes).toBe(41_000);
    expect(figures.benchmarkIndex).toBe(1500);
  });
});
