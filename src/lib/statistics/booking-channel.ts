import { SEARCH_PATH } from '@/lib/site/site-paths';

/**
 * The booking action a followed link stands for, from its address as the server wrote it:
 * the chat link (wa.me), the practice's phone (tel: with an international number; the emergency
 * numbers 141, 19, 15 and 112 are short and are not booking actions) and the directions link.
 */
export function bookingChannel(href: string): 'chat' | 'phone' | 'maps' | null {
  if (href.startsWith('https://wa.me/')) return 'chat';
  if (href.startsWith('tel:+')) return 'phone';
  if (href.startsWith('https://www.google.com/maps/')) return 'maps';
  return null;
}

/** The address a page's view is reported under: its path, and the query only on the search page. */
export function reportedPath(pathname: string, search: string): string {
  return pathname === SEARCH_PATH ? `${pathname}${search}` : pathname;
}
