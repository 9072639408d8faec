import 'server-only';
import { randomUUID } from 'node:crypto';
import { writeAppSetting } from '@/server/db/app-settings';

/**
 * One value in the database that changes whenever anything a public page shows changes. Every app
 * process compares it with the one its cached pages were rendered under, so a change made through
 * one process reaches the caches of all of them (Next's own revalidation reaches only its own).
 */
export const PUBLIC_CONTENT_VERSION_KEY = 'public_content_version';

export async function markPublicContentChanged(): Promise<void> {
  await writeAppSetting(PUBLIC_CONTENT_VERSION_KEY, randomUUID());
}
