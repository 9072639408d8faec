import { describe, expect, it } from 'vitest';
import { hasOnlyOrdinaryHeaders, nextHeaderTreatment, stripNextInternalHeaders } from './next-request-headers';

/*
 * Every request header Next.js 16 reads (node_modules/next/dist: app-router-headers, lib/constants,
 * base-server, router-server, resolve-routes, parse-request-headers, action-handler) and what the
 * app's server does with it (decision 029).
 */
const STRIPPED = [
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-middleware-invoke',
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-middleware-override-headers',
  'x-middleware-request-x-admin-path',
  'x-middleware-set-cookie',
  'x-middleware-skip',
  'x-middleware-cache',
  'x-middleware-redirect',
  'x-middleware-refresh',
  'x-nextjs-data',
  'x-nextjs-matched-path',
  'x-nextjs-rewrite',
  'x-nextjs-redirect',
  'x-nextjs-cache',
  'x-nextjs-deployment-id',
  'x-nextjs-request-id',
  'x-nextjs-html-request-id',
  'x-nextjs-stale-time',
  'x-nextjs-prerender',
  'x-invoke-path',
  'x-invoke-query',
  'x-invoke-output',
  'x-invoke-status',
  'x-invoke-error',
  'x-next-revalidate-tag-token',
  'x-next-revalidated-tags',
  'x-next-cache-tags',
  'x-next-resume-state-length',
  'x-prerender-revalidate',
  'x-prerender-revalidate-if-generated',
  'x-now-route-matches',
  'x-vercel-cache',
  'x-vercel-id',
  'x-matched-path',
  'next-resume',
  'x-action-forwarded',
  'x-invocation-id',
  'next-test-proxy-port',
  'content-security-policy',
  'content-security-policy-report-only',
];
const UNCACHEABLE = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-hmr-refresh',
  'next-action',
];
// Read by Next without changing a public page (sec-fetch-dest only picks the 404's form, and a
// 404 is never kept), or answered by the cache itself (compression, conditional requests).
const IGNORED = [
  'purpose',
  'sec-purpose',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'user-agent',
  'accept',
  'accept-encoding',
  'if-none-match',
  'cookie',
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'traceparent',
  'tracestate',
  'referer',
  'origin',
];

describe('the request headers Next reads', () => {
  it('strips the headers of Next’s infrastructure, which no visitor has a reason to send', () => {
    for (const name of STRIPPED) expect(nextHeaderTreatment(name), name).toBe('strip');
    expect(nextHeaderTreatment('X-Middleware-Prefetch')).toBe('strip');
  });

  it('never keeps the answers to the framework client’s requests and server actions', () => {
    for (const name of UNCACHEABLE) expect(nextHeaderTreatment(name), name).toBe('uncacheable');
  });

  it('leaves the ordinary headers of browsers and proxies alone', () => {
    for (const name of IGNORED) expect(nextHeaderTreatment(name), name).toBe('ignore');
  });

  it('removes the stripped headers from the parsed and the raw headers, and nothing else', () => {
    const request = {
      headers: { host: 'a', 'x-middleware-prefetch': '1', rsc: '1', 'x-now-route-matches': '1' } as Record<
        string,
        string | string[] | undefined
      >,
      rawHeaders: ['Host', 'a', 'X-Middleware-Prefetch', '1', 'RSC', '1', 'x-now-route-matches', '1'],
    };
    expect(stripNextInternalHeaders(request)).toBe(2);
    expect(request.headers).toEqual({ host: 'a', rsc: '1' });
    expect(request.rawHeaders).toEqual(['Host', 'a', 'RSC', '1']);
    expect(hasOnlyOrdinaryHeaders(request.headers)).toBe(false);
    expect(hasOnlyOrdinaryHeaders({ host: 'a', 'user-agent': 'x' })).toBe(true);
  });

  it('keeps the client’s headers only with RSC: 1, the one value Next reads; otherwise the request is an ordinary one', () => {
    const client = {
      'next-router-prefetch': 'p7',
      'next-router-segment-prefetch': '/x',
      'next-router-state-tree': 'abc',
      'next-url': '/y',
      'next-hmr-refresh': '1',
    };
    for (const rsc of ['n1', '0', '1,1', '', undefined]) {
      const request = {
        headers: { host: 'a', ...(rsc === undefined ? {} : { rsc }), ...client } as Record<
          string,
          string | string[] | undefined
        >,
        rawHeaders: [],
      };
      stripNextInternalHeaders(request);
      expect(request.headers, String(rsc)).toEqual({ host: 'a' });
      expect(hasOnlyOrdinaryHeaders(request.headers)).toBe(true);
    }
    const payload = {
      headers: { host: 'a', rsc: '1', ...client } as Record<string, string | string[] | undefined>,
      rawHeaders: [],
    };
    stripNextInternalHeaders(payload);
    expect(payload.headers).toEqual({ host: 'a', rsc: '1', ...client });
  });
});
