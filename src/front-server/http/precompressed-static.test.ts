import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPrecompressedStatic, precompressStaticFiles } from './precompressed-static';

/* A build's static folder in a temporary directory, answered by a real HTTP server on loopback. */
const SECURITY_HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];
const SCRIPT = `export function greet(name){return "Bonjour " + name;}\n`.repeat(200);

let root: string;
let staticDir: string;
const servers: http.Server[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'cabinet-static-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(staticDir, 'chunks', 'site.css'), 'body{color:#111;margin:0}\n'.repeat(100));
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.js'), 'a');
  writeFileSync(path.join(staticDir, 'font.woff2'), 'x'.repeat(2000));
  writeFileSync(path.join(root, 'secret.js'), SCRIPT);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

async function serve() {
  const files = loadPrecompressedStatic(staticDir, SECURITY_HEADERS);
  const server = http.createServer((req, res) => {
    if (files.handle(req, res)) return;
    // Stands for Next.js, which answers whatever the precompressed copies do not.
    res.writeHead(299, { 'Content-Type': 'text/plain' }).end('next');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const request = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      const sent = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      sent.on('error', reject);
      sent.end();
    });
  return { files, request };
}

describe('static files compressed once at build time', () => {
  it('writes a brotli and a gzip copy of each script and stylesheet, and none when compression does not pay', () => {
    expect(precompressStaticFiles(staticDir)).toBe(2);
    for (const name of ['app.js', 'site.css']) {
      const file = path.join(staticDir, 'chunks', name);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file))).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(readFileSync(file))).toBe(true);
    }
    expect(existsSync(path.join(staticDir, 'chunks', 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(staticDir, 'font.woff2.br'))).toBe(false);
  });

  it('answers brotli to a browser that accepts it, with the long-lived cache and security headers', async () => {
    precompressStaticFiles(staticDir);
    const { request, files } = await serve();
    expect(files.fileCount).toBe(2);
    const answer = await request('/_next/static/chunks/app.js?dpl=1', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    // Brotli at its highest quality beats the gzip Next.js would send.
    expect(answer.body.byteLength).toBeLessThan(readFileSync(path.join(staticDir, 'chunks', 'app.js.gz')).byteLength);
  });

  it('answers gzip to a client without brotli, and leaves the rest to Next.js', async () => {
    precompressStaticFiles(staticDir);
    const { request } = await serve();
    const gzip = await request('/_next/static/chunks/site.css', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(gzip.body).toString()).toContain('body{color:#111');
    expect((await request('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })).status).toBe(299);
    expect((await request('/_next/static/chunks/app.js')).status).toBe(299);
    expect((await request('/_next/static/chunks/tiny.js', { 'Accept-Encoding': 'br' })).status).toBe(299);
    expect((await request('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'POST')).status).toBe(299);
  });

  it('answers a HEAD request with the headers only', async () => {
    precompressStaticFiles(staticDir);
    const { request } = await serve();
    const answer = await request('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.byteLength).toBe(0);
  });

  it('never reads a file outside the static folder', async () => {
    writeFileSync(path.join(root, 'secret.js.br'), 'secret');
    writeFileSync(path.join(root, 'secret.js.gz'), 'secret');
    precompressStaticFiles(staticDir);
    const { request } = await serve();
    for (const attempt of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/../../secret.js',
    ]) {
      const answer = await request(attempt, { 'Accept-Encoding': 'br' });
      expect(answer.status, attempt).toBe(299);
    }
  });

  it('ignores copies older than their file, left by an earlier build', async () => {
    precompressStaticFiles(staticDir);
    const file = path.join(staticDir, 'chunks', 'app.js');
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    const { request, files } = await serve();
    expect(files.fileCount).toBe(1);
    expect((await request('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' })).status).toBe(299);
  });

  it('serves nothing itself for a build made before precompression', async () => {
    const { request, files } = await serve();
    expect(files.fileCount).toBe(0);
    expect((await request('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' })).status).toBe(299);
  });
});
