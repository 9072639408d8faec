import { describe, expect, it } from 'vitest';
import { buildDirectionsLink, buildMapsSearchLink } from './maps-link';

const address = 'N° 00, rue à préciser, 1er étage, Sidi Maarouf, 20190 Casablanca, Maroc';

describe('maps links', () => {
  it('searches the address', () => {
    const url = new URL(buildMapsSearchLink(address));
    expect(url.href.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(url.searchParams.get('query')).toBe(address);
  });

  it('asks for directions to the address', () => {
    const url = new URL(buildDirectionsLink(address));
    expect(url.pathname).toBe('/maps/dir/');
    expect(url.searchParams.get('destination')).toBe(address);
  });
});
