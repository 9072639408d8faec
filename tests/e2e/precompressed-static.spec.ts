import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * Decision 025: the build's scripts and stylesheets are compressed once at build time (brotli 11,
 * gzip 9) and answered by src/front-server/server.ts; Next.js answers the same URL when the client accepts
 * neither. Both must send the same file with the same headers.
 */
type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function rawGet(url: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = http.get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
  });
}

const SHARED_HEADERS = [
  'cache-control',
  'content-type',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'strict-transport-security',
];

test("the build's scripts and stylesheet are sent with brotli, the same bytes and headers Next.js sends", async ({
  request,
  baseURL,
}) => {
  // The article's stylesheet and site script (decision 028), and the framework's chunks the back office loads.
  const html = (
    await Promise.all(
      ['/blog/communication-couple', '/admin/login'].map(async (path) => (await request.get(path)).text()),
    )
  ).join('');
  const assets = [...new Set(html.match(/\/_next\/static\/[^"']+\.(?:js|css)/g) ?? [])];
  expect(assets.filter((asset) => asset.startsWith('/_next/static/site/'))).toHaveLength(1);
  expect(assets.length).toBeGreaterThan(5);
  let brotliBytes = 0;
  let gzipBytes = 0;
  for (const asset of assets) {
    const plain = await rawGet(`${baseURL}${asset}`, 'identity');
    const brotli = await rawGet(`${baseURL}${asset}`, 'gzip, deflate, br, zstd');
    const gzip = await rawGet(`${baseURL}${asset}`, 'gzip');
    expect(plain.status, asset).toBe(200);
    expect(plain.headers['content-encoding'], asset).toBeUndefined();
    expect(brotli.headers['content-encoding'], asset).toBe('br');
    expect(gzip.headers['content-encoding'], asset).toBe('gzip');
    expect(brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body), asset).toBe(true);
    for (const name of SHARED_HEADERS) expect(brotli.headers[name], `${asset} ${name}`).toBe(plain.headers[name]);
    expect(brotli.headers.vary, asset).toContain('Accept-Encoding');
    brotliBytes += brotli.body.byteLength;
    gzipBytes += gzip.body.byteLength;
  }
  test.info().annotations.push({
    type: 'article assets',
    description: `brotli ${(brotliBytes / 1024).toFixed(1)} kB, gzip ${(gzipBytes / 1024).toFixed(1)} kB`,
  });
  expect(brotliBytes).toBeLessThan(gzipBytes * 0.9);
});
