import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, securityHeaderRules, securityHeaders } from './security-headers';

const header = (headers: { key: string; value: string }[], key: string) => headers.find((entry) => entry.key === key)?.value;

describe('securityHeaders', () => {
  it('forbids framing, sniffing and foreign scripts in production, with HSTS', () => {
    const headers = securityHeaders({ production: true });
    const csp = header(headers, 'Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });

  it('leaves HSTS out and allows eval and hot reload in development', () => {
    const headers = securityHeaders({ production: false });
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(headers, 'Content-Security-Policy')).toContain("'unsafe-eval'");
    expect(header(headers, 'Content-Security-Policy')).toContain('connect-src \'self\' ws:');
  });

  it('lets images come from the upload bucket', () => {
    expect(contentSecurityPolicy({ production: true, imageOrigins: originOf('https://cdn.example.ma/blog/') })).toContain(
      "img-src 'self' data: blob: https://cdn.example.ma;",
    );
    expect(originOf('not a url')).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });
});

describe('securityHeaderRules', () => {
  it('sends no Referer from the pages reached by a token link, and the security headers everywhere', () => {
    const rules = securityHeaderRules({ production: true });
    expect(rules[0]).toEqual({ source: '/:path*', headers: securityHeaders({ production: true }) });
    // Next.js applies every matching rule in order: the last Referrer-Policy is the one sent.
    const referrerPolicyFor = (page: string) =>
      rules
        .filter((rule) => rule.source === '/:path*' || rule.source === page)
        .flatMap((rule) => rule.headers)
        .findLast((entry) => entry.key === 'Referrer-Policy')?.value;
    expect(referrerPolicyFor('/admin/login')).toBe('no-referrer');
    expect(referrerPolicyFor('/admin/setup')).toBe('no-referrer');
    expect(referrerPolicyFor('/blog')).toBe('strict-origin-when-cross-origin');
  });
});
