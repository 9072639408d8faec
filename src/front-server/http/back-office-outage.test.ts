import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackOfficeOutageAnswer } from './back-office-outage';

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
const answeredDuringOutage = createBackOfficeOutageAnswer(async () => {
  if (databaseError) throw databaseError;
  return { version: 'v1', nextChangeAt: null };
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

  it('leave every other page, and any other failure, to Next', async () => {
    databaseError = await refusedConnection();
    expect((await fetch(`${base}/blog`)).status).toBe(200);
    expect((await fetch(`${base}/administration`)).status).toBe(200);
    expect((await fetch(`${base}/admin/blog`, { method: 'POST' })).status).toBe(200);
    databaseError = new Error('a bug, not an outage');
    expect((await fetch(`${base}/admin/blog`)).status).toBe(200);
    databaseError = null;
    expect((await fetch(`${base}/admin/blog`)).status).toBe(200);
  });
});
