import 'server-only';
import type { ContentStamp } from '@/lib/page-cache/page-cache-store';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/page-cache/public-content-version';
import { nextScheduledPublication } from '@/server/blog/post-visibility';
import { readAppSetting } from '@/server/db/app-settings';

// Before the first back-office change of a new database there is no stored version yet.
const INITIAL_VERSION = 'initial';

/** What public pages are rendered under now: the content version and the next change by itself. */
export async function readPublicContentStamp(now: Date = new Date()): Promise<ContentStamp> {
  const [version, nextPublication] = await Promise.all([readAppSetting(PUBLIC_CONTENT_VERSION_KEY), nextScheduledPublication(now)]);
  return { version: version ?? INITIAL_VERSION, nextChangeAt: nextPublication?.getTime() ?? null };
}
