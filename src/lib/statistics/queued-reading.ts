import type { SourceCategory } from './referrer-source';
import type { CountedReading } from './counted-reading';

/**
 * A reading waiting in memory to be counted (at most a few seconds): the reader's address and
 * browser name are held only to compute the day's reader key at the next flush, never stored.
 */
export type QueuedReading = Omit<CountedReading, 'referrer'> & {
  source: SourceCategory | '';
  domain: string;
  reader: { address: string; userAgent: string };
};
