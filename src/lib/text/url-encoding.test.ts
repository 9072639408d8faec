import { describe, expect, it } from 'vitest';
import { hasMalformedPercentEncoding } from './url-encoding';

describe('hasMalformedPercentEncoding', () => {
  it('accepts plain and well-encoded paths', () => {
    for (const path of [
      '/',
      '/blog/echographie',
      '/blog/%C3%A9chographie',
      '/a%20b',
      '/%2F',
      '/uploads/1700000000000-0123456789ab.png',
    ]) {
      expect(hasMalformedPercentEncoding(path), path).toBe(false);
    }
  });

  it('refuses a lone %, a non-hex escape and a truncated or invalid UTF-8 sequence', () => {
    for (const path of ['/%', '/blog/%zz', '/blog/%E0%A4%A', '/services/%', '/x/%C3', '/%FF', '/api/auth/%']) {
      expect(hasMalformedPercentEncoding(path), path).toBe(true);
    }
  });
});
