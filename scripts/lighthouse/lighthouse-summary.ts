/** Reading Lighthouse JSON reports and summing up repeated runs (npm run lighthouse). */
import { median } from '../bench/wrk-results';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number };
/** The part of a Lighthouse result (LHR) this script reads. */
export type LighthouseReport = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
  environment?: { benchmarkIndex?: number };
};

/**
 * Lighthouse's mobile preset slows the CPU 4×, a factor its authors calibrated for a host whose
 * benchmark index is about 1,500; on a slower host the same page blocks longer and scores lower
 * (Lighthouse warns below about 1,000). Printed so that scores from two machines, or two days on
 * a shared one, are not compared blindly.
 */
export const CALIBRATED_BENCHMARK_INDEX = 1500;

export type PageFigures = {
  scores: Record<Category, number>;
  /** The host's CPU speed as Lighthouse measured it during the run (see CALIBRATED_BENCHMARK_INDEX). */
  benchmarkIndex: number;
  /** The two metrics that decide between 90 and 100 here: simulated LCP and TBT, in ms. */
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** The document as sent (compressed) and as parsed, and the scripts and whole load as sent, in bytes. */
  htmlTransferBytes: number;
  htmlBytes: number;
  scriptTransferBytes: number;
  totalTransferBytes: number;
};

export function pageFigures(report: LighthouseReport): PageFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
  const sum = (items: NetworkRequest[], key: 'transferSize' | 'resourceSize') =>
    items.reduce((total, item) => total + (item[key] ?? 0), 0);
  const documents = ofType('Document');
  const metric = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? 0);
  return {
    scores,
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    htmlTransferBytes: sum(documents, 'transferSize'),
    htmlBytes: sum(documents, 'resourceSize'),
    scriptTransferBytes: sum(ofType('Script'), 'transferSize'),
    totalTransferBytes: report.audits['total-byte-weight']?.numericValue ?? sum(requests, 'transferSize'),
  };
}

/** Each figure's median over the runs, on its own, as performance scores are noisy. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (run: PageFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number
    >,
    benchmarkIndex: of((run) => run.benchmarkIndex),
    largestContentfulPaintMs: of((run) => run.largestContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    htmlTransferBytes: of((run) => run.htmlTransferBytes),
    htmlBytes: of((run) => run.htmlBytes),
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
    totalTransferBytes: of((run) => run.totalTransferBytes),
  };
}
