import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogThrottle } from '@/lib/logging/log-throttle';
import { createPageOutageAnswer } from './page-outage';

/** The error a database that nobody listens for gives: a real refused connection. */
async function refusedConnection(): Promise<Error> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  return new Promise((resolve) => net.connect(port, '127.0.0.1').on('error', resolve));
}

let databaseError: Error | null = null;
const warnings: string[] = [];
const answeredDuringOutage = createPageOutageAnswer({
  readStamp: async () => {
    if (databaseError) throw databaseError;
    return { version: 'v1', nextChangeAt: null };
  },
  answeredByCache: (req) => req.url === '/blog',
  warn: (message) => warnings.push(message),
  // A clock that never moves: one interval for the whole file.
  throttle: createLogThrottle(10_000, () => 0),
});
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  void answeredDuringOutage(req, res).then((answered) => {
    if (!answered) res.writeHead(200, { 'Content-Type': 'text/plain' }).end('rendered by Next');
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('back-office pages while the database cannot be reached (decision 034)', () => {
  it('answer a French 503 page with Retry-After, the sign-in page included, readable without JavaScript', async () => {
    databaseError = await refusedConnection();
    for (const path of ['/admin/login', '/admin/blog', '/admin']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Administration momentanément indisponible</h1>');
      expect(html).not.toContain('<script');
    }
  });

  it('leave the cached pages (the cache keeps their last copy), routes, files, writes and any other failure to Next', async () => {
    databaseError = await refusedConnection();
    expect((await fetch(`${base}/blog`)).status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/uploads/photo.webp`)).status).toBe(200);
    expect((await fetch(`${base}/admin/blog`, { method: 'POST' })).status).toBe(200);
    databaseError = new Error('a bug, not an outage');
    expect((await fetch(`${base}/admin/blog`)).status).toBe(200);
    databaseError = null;
    expect((await fetch(`${base}/admin/blog`)).status).toBe(200);
  });
});

describe('public pages the cache does not answer while the database cannot be reached', () => {
  it('answer the one outage page: a not-found page, /rss.xml, the request’s confirmation', async () => {
    databaseError = await refusedConnection();
    for (const path of ['/nimporte-quoi', '/rss.xml', '/rendez-vous/confirmation?motif=x']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<h1>Site momentanément indisponible</h1>');
      expect(html).not.toContain('<script');
    }
    databaseError = null;
  });

  it('say the outage once per interval, not once per request', async () => {
    databaseError = await refusedConnection();
    for (let index = 0; index < 20; index += 1) await fetch(`${base}/nimporte-quoi-${index}`);
    databaseError = null;
    // Every outage answer of this file fell within one interval.
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('database unavailable');
  });
});
