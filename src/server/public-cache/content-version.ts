import 'server-only';
import { randomUUID } from 'node:crypto';
import { pageCacheBridge } from '@/lib/page-cache/page-cache-bridge';
import { PUBLIC_CONTENT_VERSION_KEY } from '@/lib/page-cache/public-content-version';
import { writeAppSetting } from '@/server/db/app-settings';

export async function markPublicContentChanged(): Promise<void> {
  await writeAppSetting(PUBLIC_CONTENT_VERSION_KEY, randomUUID());
  // This process's own cache must not wait for its next read of the version.
  pageCacheBridge().contentChanged?.();
}
