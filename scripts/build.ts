/**
 * `npm run build`: builds the site and records the settings it bakes in, so that every
 * `npm start` afterwards (one per app process) serves this build without building again.
 */
import { env } from '@/server/env';
import { buildSite } from './site-build';

const settings = env();
buildSite({ SITE_URL: settings.SITE_URL, S3_PUBLIC_URL: settings.S3_PUBLIC_URL ?? null }, 'npm run build');
