import { describe, expect, it } from 'vitest';
import { icoFromPngs, shareCopyOf } from './site-raster-images';

describe('the raster copies of our SVG art', () => {
  it('map only our own illustrations to a copy', () => {
    expect(shareCopyOf('/images/articles/featured-sommeil.svg')).toBe('/images/share/featured-sommeil.png');
    for (const other of [
      '/uploads/x.svg',
      '/images/articles/../x.svg',
      'https://images.example/images/articles/x.svg',
    ]) {
      expect(shareCopyOf(other)).toBeNull();
    }
  });

  it('write an .ico header that points at each image', () => {
    const ico = icoFromPngs([
      { size: 16, png: new Uint8Array([1, 2]) },
      { size: 256, png: new Uint8Array([3]) },
    ]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect(ico[22]).toBe(0);
    expect([...ico.subarray(38)]).toEqual([1, 2, 3]);
  });
});
