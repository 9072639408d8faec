import 'server-only';
import { pageCacheBridge } from '@/lib/page-cache/page-cache-bridge';
import { createPublicContentStampReader } from './content-stamp';

/** Lets the HTTP server's page cache (scripts/serve.ts) read the content stamp from the database. */
export function connectPageCache(): void {
  pageCacheBridge().readStamp = createPublicContentStampReader();
}
