import 'server-only';
import type { ContentStamp } from '@/lib/site/public-content-version';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/site/public-content-version';
import { nextScheduledPublication } from '@/server/blog/post-visibility';
import { readAppSetting } from '@/server/db/app-settings';
import { nextPracticeCalendarChange } from '@/server/practice/practice-calendar';
import { nextTestimonialDateChange } from '@/server/practice/testimonials';
import { nextHalfDayOfferChange } from '@/server/appointments/request-offer';

// Before the first back-office change of a new database there is no stored version yet.
const INITIAL_VERSION = 'initial';

export async function readPublicContentVersion(): Promise<string> {
  return (await readAppSetting(PUBLIC_CONTENT_VERSION_KEY)) ?? INITIAL_VERSION;
}

/**
 * The next instant after `now` at which public pages change by themselves, with no save: a
 * scheduled article goes live, a closure banner appears or ends, the address popup ends, a
 * testimonial's « il y a … » moves on (decision 035), the request form's half-days move on at
 * midnight (decision 044).
 */
export async function nextPublicChangeBySelf(now: Date): Promise<number | null> {
  const instants = [
    ...(await Promise.all([
      nextScheduledPublication(now),
      nextPracticeCalendarChange(now),
      nextTestimonialDateChange(now),
    ])),
    nextHalfDayOfferChange(now),
  ];
  const times = instants.filter((instant): instant is Date => instant !== null).map((instant) => instant.getTime());
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * What the page cache checks its pages against, read often (every process, several times a
 * second): the version alone, one small read. What changes by itself is derived from content
 * that only changes with the version, so it is worked out again only when the version changed
 * or the instant it named has come.
 */
export function createPublicContentStampReader(clock: () => Date = () => new Date()): () => Promise<ContentStamp> {
  let last: ContentStamp | null = null;
  return async () => {
    const version = await readPublicContentVersion();
    const now = clock();
    const passed = last?.nextChangeAt != null && now.getTime() >= last.nextChangeAt;
    if (!last || last.version !== version || passed)
      last = { version, nextChangeAt: await nextPublicChangeBySelf(now) };
    return last;
  };
}
