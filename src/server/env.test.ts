import { describe, expect, it } from 'vitest';
import { readEnvironment } from './env';

describe('readEnvironment', () => {
  it('puts the default SITE_URL on PORT, so links printed at start use the real port', () => {
    expect(readEnvironment({}).SITE_URL).toBe('http://localhost:3000');
    expect(readEnvironment({ PORT: '3999' }).SITE_URL).toBe('http://localhost:3999');
    expect(readEnvironment({ PORT: '3999', SITE_URL: 'https://cabinet.example.ma' }).SITE_URL).toBe(
      'https://cabinet.example.ma',
    );
  });

  it('reads TRUSTED_ORIGINS as a list of http(s) URLs and names it when one is not', () => {
    expect(readEnvironment({}).TRUSTED_ORIGINS).toEqual([]);
    expect(readEnvironment({ TRUSTED_ORIGINS: '' }).TRUSTED_ORIGINS).toEqual([]);
    expect(readEnvironment({ TRUSTED_ORIGINS: 'https://a.example.ma,https://b.example.ma' }).TRUSTED_ORIGINS).toEqual([
      'https://a.example.ma',
      'https://b.example.ma',
    ]);
    expect(() => readEnvironment({ TRUSTED_ORIGINS: 'cabinet.example.ma' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => readEnvironment({ TRUSTED_ORIGINS: 'ftp://cabinet.example.ma' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, loopback when unset, nothing with none', () => {
    expect(readEnvironment({}).TRUSTED_PROXIES).toEqual(['127.0.0.0/8', '::1']);
    expect(readEnvironment({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual(['127.0.0.0/8', '::1']);
    expect(readEnvironment({ TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES).toEqual([]);
    expect(readEnvironment({ TRUSTED_PROXIES: '10.0.0.5, 192.168.0.0/16,fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    expect(() => readEnvironment({ TRUSTED_PROXIES: 'proxy.example.ma' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnvironment({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('reads REVIEW_LINK_VALIDITY_DAYS as whole days from 1 to 90, 7 when unset', () => {
    expect(readEnvironment({}).REVIEW_LINK_VALIDITY_DAYS).toBe(7);
    expect(readEnvironment({ REVIEW_LINK_VALIDITY_DAYS: '' }).REVIEW_LINK_VALIDITY_DAYS).toBe(7);
    expect(readEnvironment({ REVIEW_LINK_VALIDITY_DAYS: '14' }).REVIEW_LINK_VALIDITY_DAYS).toBe(14);
    for (const wrong of ['0', '91', '2.5', 'sept']) {
      expect(() => readEnvironment({ REVIEW_LINK_VALIDITY_DAYS: wrong }), wrong).toThrow(/REVIEW_LINK_VALIDITY_DAYS/);
    }
  });
});
