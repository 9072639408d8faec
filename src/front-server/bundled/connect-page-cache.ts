import 'server-only';
import { pageCacheBridge } from '@/lib/process-bridge/page-cache-bridge';
import { createPublicContentStampReader } from './content-stamp';

/** Lets the HTTP server's page cache (src/front-server/server.ts) read the content stamp from the database. */
export function connectPageCache(): void {
  pageCacheBridge().readStamp = createPublicContentStampReader();
}
