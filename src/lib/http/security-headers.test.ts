import { describe, expect, it } from 'vitest';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  originOf,
  securityHeaderRules,
  STATIC_POLICY_SOURCE,
  UPLOADS_CONTENT_SECURITY_POLICY,
  withoutInlineScripts,
} from './security-headers';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;
const scriptSources = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';

/** The regular expression Next.js builds from a `headers()` source with a custom pattern. */
const sourcePattern = (source: string) => new RegExp(`^${source.replace(/^\/\(/, '\\/(')}$`);

describe('commonSecurityHeaders and contentSecurityPolicy', () => {
  it('forbids framing, sniffing and foreign scripts in production, with HSTS', () => {
    const headers = commonSecurityHeaders({ production: true });
    const csp = contentSecurityPolicy({ production: true });
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(headers, 'Strict-Transport-Security')).toMatch(/^max-age=\d+/);
    expect(header(headers, 'Content-Security-Policy')).toBeUndefined();
  });

  it('leaves HSTS out and allows eval and hot reload in development', () => {
    expect(header(commonSecurityHeaders({ production: false }), 'Strict-Transport-Security')).toBeUndefined();
    expect(contentSecurityPolicy({ production: false })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ production: false })).toContain("connect-src 'self' ws:");
  });

  it('lets images come from the upload bucket', () => {
    expect(
      contentSecurityPolicy({ production: true, imageOrigins: originOf('https://cdn.example.ma/blog/') }),
    ).toContain("img-src 'self' data: blob: https://cdn.example.ma;");
    expect(originOf('not a url')).toEqual([]);
    expect(originOf(undefined)).toEqual([]);
  });

  it('allows inline script only with the nonce when there is one', () => {
    const policy = contentSecurityPolicy({ production: true, scriptNonce: 'abc123' });
    expect(scriptSources(policy)).toBe("script-src 'self' 'nonce-abc123'");
    // Styles keep 'unsafe-inline': a nonce in style-src would switch it off in browsers.
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain("style-src 'self' 'nonce-");
  });
});

describe('withoutInlineScripts', () => {
  it('takes inline script out of the static policy and leaves every other directive as it was', () => {
    const policy = contentSecurityPolicy({ production: true });
    const strict = withoutInlineScripts(policy);
    expect(scriptSources(strict)).toBe("script-src 'self'");
    expect(strict.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")).toBe(policy);
  });
});

describe('securityHeaderRules', () => {
  const rules = securityHeaderRules({ production: true });
  // A named segment (`:token`) stands for one path segment, as in Next.js.
  const segmentPattern = (source: string) => new RegExp(`^${source.replace(/:[a-z]+/g, '[^/]+')}$`);
  const matching = (path: string) =>
    rules.filter((rule) =>
      rule.source === '/:path*'
        ? true
        : rule.source.includes(':path*')
          ? path.startsWith(rule.source.replace('/:path*', '/'))
          : rule.source === STATIC_POLICY_SOURCE
            ? sourcePattern(rule.source).test(path)
            : segmentPattern(rule.source).test(path),
    );
  // Next.js applies every matching rule in order: the last value of a header is the one sent.
  const sent = (path: string, key: string) =>
    matching(path)
      .flatMap((rule) => rule.headers)
      .findLast((entry) => entry.key === key)?.value;

  it('sends no Referer from the pages reached by a token link, and the common headers everywhere', () => {
    expect(sent('/admin/login', 'Referrer-Policy')).toBe('no-referrer');
    expect(sent('/admin/setup', 'Referrer-Policy')).toBe('no-referrer');
    expect(sent('/relecture/abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234', 'Referrer-Policy')).toBe('no-referrer');
    expect(sent('/relecture', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(sent('/blog', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(sent('/blog/recherche', 'Referrer-Policy')).toBe('strict-origin');
    expect(sent('/blog/recherche/suite', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    for (const path of ['/', '/blog', '/admin/blog', '/uploads/1700000000000-0123456789ab.png', '/api/health']) {
      expect(sent(path, 'X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('gives public pages the static policy, uploads their own, and leaves the back office to the proxy nonce', () => {
    for (const path of [
      '/',
      '/blog',
      '/blog/un-article',
      '/services/echographie',
      '/api/health',
      '/administration',
      '/uploadsx',
    ]) {
      expect(sent(path, 'Content-Security-Policy'), path).toBe(contentSecurityPolicy({ production: true }));
    }
    expect(sent('/uploads/1700000000000-0123456789ab.png', 'Content-Security-Policy')).toBe(
      UPLOADS_CONTENT_SECURITY_POLICY,
    );
    expect(UPLOADS_CONTENT_SECURITY_POLICY).toMatch(/^default-src 'none';/);
    for (const path of ['/admin', '/admin/', '/admin/blog', '/admin/login']) {
      expect(sent(path, 'Content-Security-Policy'), path).toBeUndefined();
    }
  });
});
