import { describe, expect, it } from 'vitest';
import { buildDirectionsLink, buildMapsSearchLink } from '@/lib/practice/maps-link';
import { bookingChannel, reportedPath } from './booking-channel';

describe('booking actions are recognised from the links the server writes', () => {
  it('the chat link, the practice phone and the maps links', () => {
    expect(bookingChannel('https://wa.me/212600000000?text=Bonjour')).toBe('chat');
    expect(bookingChannel('tel:+212522000000')).toBe('phone');
    expect(bookingChannel(buildDirectionsLink('Casablanca'))).toBe('maps');
    expect(bookingChannel(buildMapsSearchLink('Casablanca'))).toBe('maps');
  });

  it('emergency numbers and other links are not booking actions', () => {
    for (const href of ['tel:141', 'tel:15', 'https://example.org/', '/blog']) expect(bookingChannel(href)).toBeNull();
  });

  it('a view is reported without its query string, except on the search page', () => {
    expect(reportedPath('/blog', '?page=2&utm_source=wa')).toBe('/blog');
    expect(reportedPath('/blog/recherche', '?q=echo')).toBe('/blog/recherche?q=echo');
  });
});
