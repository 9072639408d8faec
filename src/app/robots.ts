import type { MetadataRoute } from 'next';
import { env } from '@/server/env';
import { absoluteUrl, SITEMAP_PATH } from '@/lib/site-paths';

// SITE_URL is read when the request comes, not frozen at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/admin' },
    sitemap: absoluteUrl(SITEMAP_PATH, siteUrl),
  };
}
