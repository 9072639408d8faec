import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentStamp } from '@/lib/site/public-content-version';
import { createStampMemo } from '@/front-server/page-cache/stamp-memo';
import { createPublicPageCache } from './public-page-cache';

/*
 * The page cache in a real HTTP server on loopback, in front of a stand-in for Next that counts
 * its renderings and answers what each test asks for.
 */
type Stand = {
  renders: number;
  status: number;
  cookie: boolean;
  delayMs: number;
  body: string;
  version: string;
  nextChangeAt: number | null;
  databaseDown: boolean;
  contentType: string;
  /** The exact body to answer instead of the page, as Next answers some internal requests. */
  raw: string | null;
  /** Answer a permanent redirect there, as Next does for `permanentRedirect()`. */
  movedTo: string | null;
};

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'";

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start(overrides: Partial<Stand> = {}, bounds: { maxBytes?: number; searchMaxBytes?: number } = {}) {
  const stand: Stand = {
    renders: 0,
    status: 200,
    cookie: false,
    delayMs: 0,
    body: 'page',
    version: 'v1',
    nextChangeAt: null,
    databaseDown: false,
    contentType: 'text/html; charset=utf-8',
    raw: null,
    movedTo: null,
    ...overrides,
  };
  const errors: string[] = [];
  const cache = createPublicPageCache({
    render: async (req, res) => {
      stand.renders += 1;
      const rendering = stand.renders;
      await new Promise((resolve) => setTimeout(resolve, stand.delayMs));
      res.statusCode = stand.status;
      res.setHeader('Content-Type', stand.contentType);
      res.setHeader('Content-Security-Policy', POLICY);
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      if (stand.cookie) res.setHeader('Set-Cookie', 'visitor=1; Path=/');
      if (stand.movedTo !== null) {
        res.statusCode = 308;
        res.setHeader('Location', stand.movedTo);
        res.end(stand.movedTo);
        return;
      }
      if (stand.raw !== null) {
        res.end(stand.raw);
        return;
      }
      const html = stand.contentType.startsWith('text/html');
      const page = `${html ? '<!DOCTYPE html><html lang="fr"><body>' : ''}<p>${stand.body} #${rendering} ${req.url}</p>${html ? '</body></html>' : ''}`;
      // Like the framework, the app compresses whatever it may: only plain bytes can be stripped and kept.
      if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzipSync(page));
        return;
      }
      res.end(page);
    },
    stamps: createStampMemo(async (): Promise<ContentStamp> => {
      if (stand.databaseDown) throw new Error('connect ECONNREFUSED');
      return { version: stand.version, nextChangeAt: stand.nextChangeAt };
    }, 0),
    maxBytes: bounds.maxBytes ?? 1024 * 1024,
    searchMaxBytes: bounds.searchMaxBytes,
    onError: (message) => errors.push(message),
  });
  const server = http.createServer((req, res) => void cache.handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  return { stand, get, origin, errors };
}

describe('the public page cache in front of the app', () => {
  it('renders a shared public page once and answers the next visitors from memory, with shared-cache headers', async () => {
    const { stand, get } = await start();
    const first = await get('/blog/un-article');
    const second = await get('/blog/un-article');
    expect(stand.renders).toBe(1);
    expect(second.text).toBe(first.text);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['MISS', 'HIT']);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
  });

  it('renders again once the content version changed', async () => {
    const { stand, get } = await start();
    await get('/');
    stand.version = 'v2';
    stand.body = 'modifiée';
    expect((await get('/')).text).toContain('modifiée');
    expect(stand.renders).toBe(2);
  });

  it('renders again once a scheduled article known at rendering time goes live', async () => {
    // Only the clock is moved: the server and fetch keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { stand, get } = await start({ nextChangeAt: Date.now() + 1_500 });
      await get('/blog');
      await get('/blog');
      expect(stand.renders).toBe(1);
      vi.setSystemTime(Date.now() + 1_600);
      await get('/blog');
      expect(stand.renders).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a page once for many visitors arriving together', async () => {
    const { stand, get } = await start({ delayMs: 150 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/blog/un-article')));
    expect(stand.renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it('never keeps an answer that sets a cookie or is not a 200, and leaves its headers as the app sent them', async () => {
    for (const overrides of [{ cookie: true }, { status: 404 }]) {
      const { stand, get } = await start(overrides);
      const first = await get('/blog/un-article');
      await get('/blog/un-article');
      expect(stand.renders).toBe(2);
      expect(first.headers.get('cache-control')).toContain('no-store');
    }
  });

  it('keeps only a whole page: never an empty body, a `{}`, JSON or a document cut short in its place', async () => {
    const notPages = [
      { raw: '{}' },
      { raw: '' },
      { raw: '{}', contentType: 'application/json' },
      { raw: '<!DOCTYPE html><html lang="fr"><body><p>coupé' },
      { raw: '<p>pas un document</p>' },
      { raw: '1:{"a":1}', contentType: 'text/x-component' },
      { raw: '', contentType: 'application/xml' },
      { raw: '{}', contentType: 'application/rss+xml' },
      { raw: '{}', contentType: 'text/plain' },
    ];
    for (const overrides of notPages) {
      const { stand, get } = await start(overrides);
      const first = await get('/blog');
      const second = await get('/blog');
      expect(stand.renders, JSON.stringify(overrides)).toBe(2);
      expect(second.headers.get('x-page-cache')).toBeNull();
      expect(first.text).toBe(overrides.raw);
    }
  });

  it('keeps whole XML documents and text files: the sitemap, the feed, robots.txt', async () => {
    const documents: Array<[path: string, raw: string, contentType: string]> = [
      ['/sitemap.xml', '<?xml version="1.0" encoding="UTF-8"?><urlset></urlset>', 'application/xml'],
      [
        '/blog/rss.xml',
        '<?xml version="1.0" encoding="UTF-8"?><rss><channel></channel></rss>',
        'application/rss+xml; charset=utf-8',
      ],
      ['/robots.txt', 'User-Agent: *\nDisallow: /admin', 'text/plain'],
    ];
    for (const [path, raw, contentType] of documents) {
      const { get } = await start({ raw, contentType });
      await get(path);
      expect((await get(path)).headers.get('x-page-cache'), path).toBe('HIT');
    }
  });

  it('never keeps nor answers from memory a request of the framework’s client, whatever its header values', async () => {
    const { stand, get } = await start();
    await get('/blog');
    const variants: Array<Record<string, string>> = [
      { RSC: '1' },
      { RSC: 'n1' },
      { RSC: '1', 'Next-Router-Prefetch': '1' },
      { 'Next-Router-Prefetch': 'p2' },
      { 'Next-Router-Segment-Prefetch': '/_tree' },
      { 'Next-Router-State-Tree': '%5B%22%22%5D' },
      { 'Next-Url': '/ailleurs' },
      { 'Next-HMR-Refresh': '1' },
      { 'Next-Action': 'abc' },
    ];
    for (const headers of variants) {
      const answer = await get('/blog', headers);
      expect(answer.headers.get('x-page-cache'), JSON.stringify(headers)).toBeNull();
    }
    expect(stand.renders).toBe(1 + variants.length);
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('HIT');
  });

  it('never caches the back office or anything outside the shared public pages', async () => {
    const { stand, get } = await start();
    await get('/admin/blog');
    const again = await get('/admin/blog');
    expect(stand.renders).toBe(2);
    expect(again.headers.get('x-page-cache')).toBeNull();
    expect(again.headers.get('cache-control')).toContain('no-store');
  });

  it('answers 304 to a browser that holds the current copy', async () => {
    const { get } = await start();
    const first = await get('/');
    expect((await get('/', { 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
  });

  it('sends the compression the browser accepts, from one stored page', async () => {
    const { stand, get, origin } = await start({ body: 'texte '.repeat(200) });
    const plain = await get('/blog');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}/blog`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.byteLength).toBeLessThan(Buffer.byteLength(plain.text));
    expect(gunzipSync(raw.body).toString()).toBe(plain.text);
    expect(stand.renders).toBe(1);
  });

  it('gives each encoding of a page its own ETag, and answers 304 only for the copy the cache holds', async () => {
    const { origin } = await start({ body: 'texte '.repeat(200) });
    const head = (headers: Record<string, string>) =>
      new Promise<{ status: number | undefined; etag: string | undefined }>((resolve, reject) => {
        http
          .get(`${origin}/blog`, { headers }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode, etag: response.headers.etag }));
          })
          .on('error', reject);
      });
    const br = await head({ 'Accept-Encoding': 'br' });
    const gzip = await head({ 'Accept-Encoding': 'gzip' });
    const identity = await head({ 'Accept-Encoding': 'identity' });
    expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(3);
    expect((await head({ 'Accept-Encoding': 'br', 'If-None-Match': gzip.etag! })).status).toBe(200);
    expect((await head({ 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.etag! })).status).toBe(304);
  });

  it('renders a shared link without its tracking parameters, so no visitor gets another one’s', async () => {
    const { get } = await start();
    const answer = await get('/blog/un-article?fbclid=abc&utm_source=x');
    expect(answer.text).toContain('#1 /blog/un-article</p>');
    expect((await get('/blog/un-article?fbclid=def')).text).not.toContain('abc');
  });

  it('keeps search pages within their own bound: a flood of distinct queries never evicts the other pages (decision 042)', async () => {
    const { stand, get } = await start({ body: 'x'.repeat(2_000) }, { maxBytes: 64 * 1024, searchMaxBytes: 16 * 1024 });
    await get('/blog/un-article');
    for (let index = 0; index < 40; index += 1) await get(`/blog/recherche?q=mot${index}`);
    const rendersAfterFlood = stand.renders;
    expect((await get('/blog/un-article')).headers.get('x-page-cache')).toBe('HIT');
    expect((await get(`/blog/recherche?q=mot39`)).headers.get('x-page-cache')).toBe('HIT');
    expect((await get('/blog/recherche?q=mot0')).headers.get('x-page-cache')).toBe('MISS');
    expect(stand.renders).toBe(rendersAfterFlood + 1);
    // Forty renderings and their compressed copies: seconds on a busy machine.
  }, 30_000);

  it('renders every search never asked before: made-up searches arriving together never give a reader a 503', async () => {
    const { stand, get } = await start();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => get(`/blog/recherche?q=invente${index}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(stand.renders).toBe(30);
    expect((await get('/blog/recherche?q=ventre')).status).toBe(200);
  });

  it('answers an old address moved for good with one 301 to the current one, kept under the content version (decision 042)', async () => {
    const { stand, get, origin } = await start({ movedTo: '/blog/nouvelle-adresse' });
    const answers = [];
    for (let index = 0; index < 2; index += 1)
      answers.push(await fetch(`${origin}/blog/ancienne-adresse`, { redirect: 'manual' }));
    expect(answers.map((answer) => answer.status)).toEqual([301, 301]);
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([
      '/blog/nouvelle-adresse',
      '/blog/nouvelle-adresse',
    ]);
    expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual(['MISS', 'HIT']);
    stand.version = 'v2';
    stand.movedTo = null;
    expect((await get('/blog/ancienne-adresse')).status).toBe(200);
    expect((await fetch(`${origin}/blog/ailleurs`, { redirect: 'manual' })).status).toBe(200);
    const external = await start({ movedTo: 'https://ailleurs.example/' });
    expect((await fetch(`${external.origin}/blog/x`, { redirect: 'manual' })).status).toBe(308);
  });

  it('is not wedged by a visitor who leaves during the rendering', async () => {
    const { stand, get, origin } = await start({ delayMs: 200 });
    const leaving = new AbortController();
    const gone = fetch(`${origin}/blog/un-article`, { signal: leaving.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    await gone;
    const next = await get('/blog/un-article');
    expect(next.status).toBe(200);
    expect(next.text).toContain('#2');
  });

  it('during a database outage, answers the last copy of a page, kept by no other cache, and says the outage once', async () => {
    const { stand, get, errors } = await start();
    await get('/blog/un-article');
    stand.databaseDown = true;
    const answers = [await get('/blog/un-article'), await get('/blog/un-article')];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-page-cache')).toBe('STALE');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(stand.renders).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('during a database outage, answers a page never kept with a French 503 to come back later', async () => {
    const { stand, get } = await start({ databaseDown: true });
    const answer = await get('/blog/un-autre-article');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toContain('Site momentanément indisponible');
    expect(answer.text).toContain('141');
    expect(stand.renders).toBe(0);
    stand.databaseDown = false;
    expect((await get('/blog/un-autre-article')).status).toBe(200);
  });

  describe('public pages without the framework scripts (decision 028)', () => {
    const FRAMEWORK =
      '<script src="/_next/static/chunks/0abc.js" async=""></script><script>self.__next_f.push([1,"payload"])</script>';
    const KEPT =
      '<script type="application/ld+json">{"@type":"Article"}</script><script type="module" src="/_next/static/site/site-enhancements-X1.js"></script>';

    it('keeps an HTML page without the framework scripts, under a policy with no inline script', async () => {
      const { get } = await start({ body: `${FRAMEWORK}${KEPT}` });
      for (const answer of [await get('/blog/un-article'), await get('/blog/un-article')]) {
        expect(answer.text).not.toContain('__next_f');
        expect(answer.text).not.toContain('/_next/static/chunks/');
        expect(answer.text).toContain(KEPT);
        expect(answer.headers.get('content-security-policy')).toBe(
          "default-src 'self'; script-src 'self'; object-src 'none'",
        );
      }
    });

    it('serves the request’s confirmation the same way, rendered for each visitor and kept by nobody', async () => {
      const { get, stand } = await start({ body: `${FRAMEWORK}${KEPT}` });
      const path = '/rendez-vous/confirmation?motif=sexologie-medicale&visite=premiere';
      for (const answer of [await get(path), await get(path)]) {
        expect(answer.status).toBe(200);
        expect(answer.text).not.toContain('__next_f');
        expect(answer.text).not.toContain('/_next/static/chunks/');
        expect(answer.text).toContain(KEPT);
        expect(answer.headers.get('content-security-policy')).toBe(
          "default-src 'self'; script-src 'self'; object-src 'none'",
        );
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(answer.headers.get('content-encoding'), 'compressed here, as the app asked for plain bytes').toMatch(
          /^(br|gzip)$/,
        );
        expect(answer.headers.get('x-page-cache')).toBeNull();
      }
      expect(stand.renders).toBe(2);
      const payload = await get(path, { RSC: '1' });
      expect(payload.text, 'a request of the framework’s client goes to the app as it is').toContain(FRAMEWORK);
    });

    it('keeps a React payload answer as the app wrote it', async () => {
      const { get } = await start({ body: FRAMEWORK, contentType: 'text/x-component' });
      const answer = await get('/blog/un-article', { RSC: '1' });
      expect(answer.text).toContain(FRAMEWORK);
      expect(answer.headers.get('content-security-policy')).toBe(POLICY);
    });

    it('keeps a page whose streamed part needs the scripts with them, and says so in the log', async () => {
      const { get, errors } = await start({ body: `<div hidden id="S:0">plus tard</div>${FRAMEWORK}` });
      const answer = await get('/blog/un-article');
      expect(answer.text).toContain(FRAMEWORK);
      expect(answer.headers.get('content-security-policy')).toBe(POLICY);
      expect(errors).toEqual(['A public page streamed a part that needs the framework scripts; it is kept with them']);
    });
  });
});
