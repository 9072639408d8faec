import type { MetadataRoute } from 'next';
import { env } from '@/server/env';
import { absoluteUrl, REVIEW_LINKS_PATH, SITEMAP_PATH } from '@/lib/site/site-paths';

// SITE_URL is read when the request comes, not frozen at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    // Review links carry no index anyway (noindex); a crawler that meets one need not even fetch it.
    // No `Allow: /`: what is not disallowed is allowed, and Next.js writes Allow lines before
    // Disallow ones, which parsers that stop at the first matching line read as allowing /admin.
    rules: { userAgent: '*', disallow: ['/admin', REVIEW_LINKS_PATH] },
    sitemap: absoluteUrl(SITEMAP_PATH, siteUrl),
  };
}
