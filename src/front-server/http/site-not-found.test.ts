import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withSiteNotFoundPage } from './site-not-found';

/*
 * The not-found answer in a real HTTP server on loopback, in front of a stand-in for Next: its
 * `notFound()` answer is the empty error document, its unmatched-route answer names the address
 * it was told about.
 */
const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'";
const CHUNK =
  '<script src="/_next/static/chunks/app.js" async=""></script><script>self.__next_f.push([1,"x"])</script>';
const SITE_SCRIPT = '<script type="module" src="/_next/static/site/site-enhancements-ABC.js"></script>';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function start() {
  const errors: string[] = [];
  const render = withSiteNotFoundPage({
    render: async (req, res) => {
      res.setHeader('Content-Security-Policy', POLICY);
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (req.url?.includes('missing')) {
        res.statusCode = 404;
        res.end(`<!DOCTYPE html><html id="__next_error__"><body>${CHUNK}</body></html>`);
        return;
      }
      res.statusCode = 200;
      if (req.url === '/wrapped') {
        // As Next's compression does: its own write around the response's, set during the rendering.
        const write = res.write.bind(res) as (chunk: string) => boolean;
        const end = res.end.bind(res) as (chunk: string) => void;
        res.write = ((chunk: string) => write(chunk.toUpperCase())) as typeof res.write;
        res.end = ((chunk: string) => end(chunk.toUpperCase())) as typeof res.end;
      }
      res.write('<p>page ');
      res.end(`${req.headers['x-site-not-found-path'] ?? 'no header'}</p>`);
    },
    renderNotFound: async (req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.statusCode = 404;
      res.end(
        `<!DOCTYPE html><html lang="fr"><body><h1>Introuvable : ${req.headers['x-site-not-found-path']}</h1>${SITE_SCRIPT}${CHUNK}</body></html>`,
      );
    },
    onError: (message) => errors.push(message),
  });
  const server = http.createServer((req, res) => void render(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, { headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  return { get, errors };
}

describe('every not-found answer of the public site is the site’s not-found page', () => {
  it('renders it for the missing address, without the framework’s scripts, under a policy without inline script, for no shared cache', async () => {
    const { get, errors } = await start();
    const answer = await get('/blog/missing?page=2');
    expect(answer.status).toBe(404);
    expect(answer.text).toBe(
      `<!DOCTYPE html><html lang="fr"><body><h1>Introuvable : /blog/missing?page=2</h1>${SITE_SCRIPT}</body></html>`,
    );
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(errors).toEqual([]);
  });

  it('lets any other answer through as the app wrote it', async () => {
    const { get } = await start();
    const answer = await get('/blog/un-article');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('<p>page no header</p>');
    expect(answer.headers.get('content-security-policy')).toBe(POLICY);
  });

  it('keeps what wraps the response during the rendering, for the whole answer', async () => {
    const { get } = await start();
    expect((await get('/wrapped')).text).toBe('<P>PAGE NO HEADER</P>');
  });

  it('drops a visitor’s own « which address » header', async () => {
    const { get } = await start();
    expect((await get('/blog/un-article', { 'x-site-not-found-path': '/autre' })).text).toBe('<p>page no header</p>');
    expect((await get('/missing', { 'x-site-not-found-path': '/autre' })).text).toContain(
      'Introuvable : /missing</h1>',
    );
  });

  it('leaves the back office’s and the API’s 404 as they are', async () => {
    const { get } = await start();
    const answer = await get('/admin/missing');
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('__next_error__');
  });
});
