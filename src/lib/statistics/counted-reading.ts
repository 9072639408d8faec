import { z } from 'zod';
import {
  APPOINTMENT_REQUEST_PATH,
  HOME_PATH,
  SHARED_PUBLIC_PAGES,
  publicPagePattern,
  SITEMAP_PATH,
  ROBOTS_PATH,
  SEARCH_PATH,
} from '@/lib/site/site-paths';
import { normalisedSearchTerm } from './search-term';

/** What the public pages' script may report (src/browser/page-reading.ts). */
export const BOOKING_CHANNELS = ['chat', 'phone', 'maps'] as const;
/** Booking actions: the three links of the public pages, and the appointment requests stored by the server. */
export const BOOKING_METRICS = [...BOOKING_CHANNELS, 'request'] as const;
export type Metric = 'view' | (typeof BOOKING_METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  view: 'Visites',
  chat: 'Lien de messagerie',
  phone: 'Appel',
  maps: 'Itinéraire',
  request: 'Demande de rendez-vous',
};

const MAX_PATH_LENGTH = 300;

export const readingBeaconSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('view'),
    path: z.string().max(MAX_PATH_LENGTH),
    referrer: z.string().max(2_000).optional(),
  }),
  z.object({ kind: z.literal('booking'), channel: z.enum(BOOKING_CHANNELS), path: z.string().max(MAX_PATH_LENGTH) }),
]);
export type ReadingBeacon = z.infer<typeof readingBeaconSchema>;

/** One counted thing: the page it happened on (path only) and, for a search page, the normalised term. */
export type CountedReading = { metric: Metric; page: string; searchTerm: string | null; referrer: string | null };

const NOT_PAGES = new Set([SITEMAP_PATH, ROBOTS_PATH]);
const pagePatterns = SHARED_PUBLIC_PAGES.filter((page) => !NOT_PAGES.has(page)).map((page) =>
  publicPagePattern(page, '[a-z0-9-]{1,200}'),
);

/** A page the statistics count: one of the shared public pages, or the search results. */
export function isCountedPage(pathname: string): boolean {
  return pathname === SEARCH_PATH || pagePatterns.some((pattern) => pattern.test(pathname));
}

/** The page an address names and its `q`, or null when it is not a path on this site. */
function pageAddress(path: string): { page: string; query: string } | null {
  const url = URL.canParse(path, 'http://page.invalid') ? new URL(path, 'http://page.invalid') : null;
  if (url?.origin !== 'http://page.invalid' || !path.startsWith('/')) return null;
  return { page: url.pathname === '' ? HOME_PATH : url.pathname, query: url.searchParams.get('q') ?? '' };
}

/**
 * The reading a beacon reports, or null when it is not one of ours: an address outside the
 * public pages (forged or from another site) counts nothing. The query string is dropped, except
 * the search page's `q`, which is kept only as a normalised term.
 */
export function countedReading(beacon: ReadingBeacon): CountedReading | null {
  const address = pageAddress(beacon.path);
  if (!address) return null;
  const { page, query } = address;
  if (!isCountedPage(page)) return null;
  const searchTerm = page === SEARCH_PATH && beacon.kind === 'view' ? normalisedSearchTerm(query) : null;
  if (beacon.kind === 'booking') return { metric: beacon.channel, page, searchTerm: null, referrer: null };
  return { metric: 'view', page, searchTerm, referrer: beacon.referrer ?? null };
}

/**
 * The page a sent appointment request is credited to (decision 064): the public page the reader
 * came to the form from, as the form's hidden field names it, else the form's own page (no
 * script, an address typed, another site, or anything that is not one of our public pages).
 */
export function creditedRequestPage(from: string): string {
  const address = pageAddress(from);
  return address && isCountedPage(address.page) ? address.page : APPOINTMENT_REQUEST_PATH;
}
