import { describe, expect, it } from 'vitest';
import { etagForEncoding, pickContentEncoding } from './content-encoding';

describe('the compression of a cached page', () => {
  it('prefers brotli, then gzip, else sends the page as it is', () => {
    expect(pickContentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickContentEncoding('gzip')).toBe('gzip');
    expect(pickContentEncoding('identity')).toBeNull();
    expect(pickContentEncoding(undefined)).toBeNull();
  });

  it('honours a refusal with q=0, and a wildcard', () => {
    expect(pickContentEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickContentEncoding('*')).toBe('br');
    expect(pickContentEncoding('*;q=0')).toBeNull();
  });
});

describe('the ETag of each encoding', () => {
  it('differs per encoding, and stays the page’s own without one', () => {
    expect(etagForEncoding('"abc"', 'br')).toBe('"abc-br"');
    expect(etagForEncoding('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(etagForEncoding('"abc"', null)).toBe('"abc"');
  });
});
