import {
  APPOINTMENT_REQUEST_PATH,
  BLOG_PATH,
  guidePath,
  HOME_PATH,
  LEGAL_NOTICE_PATH,
  PRIVACY_POLICY_PATH,
  servicePath,
} from '@/lib/site/site-paths';
import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';

/**
 * The public pages that are not articles, for the sitemap. `contentUpdatedAt` is the date their
 * static content last changed: bump it when editing src/content (home and /blog also change
 * with the articles, which the sitemap accounts for).
 */
export const CONTENT_UPDATED_AT = '2026-11-26T00:00:00.000Z';

export const STATIC_PUBLIC_PATHS: readonly string[] = [
  HOME_PATH,
  BLOG_PATH,
  ...SERVICE_CATALOG.map((service) => servicePath(service.slug)),
  ...GUIDES.map((guide) => guidePath(guide.slug)),
  APPOINTMENT_REQUEST_PATH,
  PRIVACY_POLICY_PATH,
  LEGAL_NOTICE_PATH,
];
