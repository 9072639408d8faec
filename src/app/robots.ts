import type { MetadataRoute } from 'next';
import { env } from '@/server/env';
import { absoluteUrl, REVIEW_LINKS_PATH, SITEMAP_PATH } from '@/lib/site-paths';

// SITE_URL is read when the request comes, not frozen at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    // Review links carry no index anyway (noindex); a crawler that meets one need not even fetch it.
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', REVIEW_LINKS_PATH] },
    sitemap: absoluteUrl(SITEMAP_PATH, siteUrl),
  };
}
