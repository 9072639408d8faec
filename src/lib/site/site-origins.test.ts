import { describe, expect, it } from 'vitest';
import { defaultSiteUrl, loopbackOrigins, splitOriginList, trustedOrigins } from './site-origins';

describe('trustedOrigins', () => {
  it('trusts this machine’s loopback addresses on the real port outside production', () => {
    const origins = trustedOrigins({
      siteUrl: 'http://localhost:3999',
      port: 3999,
      production: false,
      extraOrigins: [],
    });
    expect(origins).toEqual(['http://localhost:3999', 'http://127.0.0.1:3999', 'http://[::1]:3999']);
    expect(
      trustedOrigins({ siteUrl: 'http://127.0.0.1:3110', port: 3110, production: false, extraOrigins: [] }),
    ).toContain('http://localhost:3110');
  });

  it('trusts only SITE_URL and the explicit list in production', () => {
    expect(
      trustedOrigins({ siteUrl: 'https://cabinet.example.ma/', port: 3000, production: true, extraOrigins: [] }),
    ).toEqual(['https://cabinet.example.ma']);
    expect(
      trustedOrigins({
        siteUrl: 'http://localhost:3000',
        port: 3000,
        production: true,
        extraOrigins: ['https://www.cabinet.example.ma/'],
      }),
    ).toEqual(['http://localhost:3000', 'https://www.cabinet.example.ma']);
  });

  it('never trusts another port or another host', () => {
    const origins = trustedOrigins({
      siteUrl: 'http://localhost:3000',
      port: 3000,
      production: false,
      extraOrigins: [],
    });
    expect(origins).not.toContain('http://localhost:4000');
    expect(origins).not.toContain('http://127.0.0.1:4000');
    expect(origins.every((origin) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):3000$/.test(origin))).toBe(true);
  });
});

describe('site defaults', () => {
  it('puts SITE_URL on the port the server listens to', () => {
    expect(defaultSiteUrl(3000)).toBe('http://localhost:3000');
    expect(defaultSiteUrl(3999)).toBe('http://localhost:3999');
    expect(loopbackOrigins(8080)).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  });

  it('reads TRUSTED_ORIGINS separated by commas, spaces or both', () => {
    expect(splitOriginList('https://a.example.ma, https://b.example.ma  https://c.example.ma,')).toEqual([
      'https://a.example.ma',
      'https://b.example.ma',
      'https://c.example.ma',
    ]);
    expect(splitOriginList(' ')).toEqual([]);
  });
});
