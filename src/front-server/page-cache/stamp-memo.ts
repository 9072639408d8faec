import type { ContentStamp } from '@/lib/site/public-content-version';

export type StampMemo = {
  /** The content stamp, read from the database at most once per `maxAgeMs` for the whole process. */
  current(): Promise<ContentStamp>;
  /** After a change made by this process: the next request reads the stamp again at once. */
  forget(): void;
};

/**
 * Bounds the database reads of the page cache to one per interval, whatever the traffic, and so
 * bounds how late another process's change reaches this one. A read that was under way when this
 * process changed something is not kept: it may have started before the change was written.
 */
export function createStampMemo(
  read: () => Promise<ContentStamp>,
  maxAgeMs: number,
  clock: () => number = Date.now,
): StampMemo {
  let last: { stamp: ContentStamp; readAt: number } | null = null;
  let inFlight: Promise<ContentStamp> | null = null;
  let generation = 0;

  return {
    current() {
      if (last && clock() - last.readAt < maxAgeMs) return Promise.resolve(last.stamp);
      if (inFlight) return inFlight;
      const startedAt = clock();
      const startedIn = generation;
      const reading = read().then((stamp) => {
        if (startedIn === generation) last = { stamp, readAt: startedAt };
        return stamp;
      });
      inFlight = reading;
      const clear = () => {
        if (inFlight === reading) inFlight = null;
      };
      reading.then(clear, clear);
      return reading;
    },
    forget() {
      generation += 1;
      last = null;
      inFlight = null;
    },
  };
}
