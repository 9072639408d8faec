/**
 * The build's own files under /_next/static (scripts, stylesheets), compressed once at build time
 * with the strongest settings and answered from memory. Next.js compresses them on every request
 * with gzip only; brotli at quality 11 makes a cold page load about a seventh lighter
 * (docs/decisions/025-precompressed-static-files.md).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { type ContentEncoding, pickContentEncoding } from '@/front-server/page-cache/content-encoding';

export const STATIC_URL_PREFIX = '/_next/static/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
};
const SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
// Hashed file names never change content: the same policy Next.js gives them.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const compressible = (file: string) => Object.hasOwn(CONTENT_TYPES, path.extname(file));

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
}

const ENCODINGS = Object.keys(SUFFIXES) as ContentEncoding[];

/**
 * Writes `name.br` and `name.gz` beside every script, stylesheet and image of the build's static
 * folder, when both are smaller than the file itself. Returns how many files got copies.
 */
export function precompressStaticFiles(staticDir: string): number {
  if (!existsSync(staticDir)) return 0;
  let count = 0;
  for (const file of filesUnder(staticDir)) {
    if (!compressible(file)) continue;
    const body = readFileSync(file);
    const copies = ENCODINGS.map((encoding) => [encoding, compress(body, encoding)] as const);
    if (copies.some(([, compressed]) => compressed.byteLength >= body.byteLength)) continue;
    for (const [encoding, compressed] of copies) writeFileSync(`${file}${SUFFIXES[encoding]}`, compressed);
    count += 1;
  }
  return count;
}

type Variants = { contentType: string; encoded: Record<ContentEncoding, Buffer> };

export type PrecompressedStatic = {
  /** Answers the request when it asks for a file with a copy in an encoding it accepts; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  readonly fileCount: number;
};

/**
 * Loads the copies `precompressStaticFiles` wrote (about half a megabyte for the whole site).
 * Requests are matched against this list by exact path, so nothing outside it is ever read.
 */
export function loadPrecompressedStatic(
  staticDir: string,
  securityHeaders: { key: string; value: string }[],
): PrecompressedStatic {
  const files = new Map<string, Variants>();
  if (existsSync(staticDir)) {
    for (const file of filesUnder(staticDir)) {
      if (!compressible(file)) continue;
      const copies = ENCODINGS.map((encoding) => `${file}${SUFFIXES[encoding]}`);
      // A copy older than its file belongs to an earlier build written over this one.
      const current = copies.every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs);
      if (!current) continue;
      const encoded = Object.fromEntries(
        ENCODINGS.map((encoding, index) => [encoding, readFileSync(copies[index] as string)]),
      );
      const urlPath = STATIC_URL_PREFIX + path.relative(staticDir, file).split(path.sep).join('/');
      files.set(urlPath, {
        contentType: CONTENT_TYPES[path.extname(file)] as string,
        encoded: encoded as Variants['encoded'],
      });
    }
  }

  return {
    fileCount: files.size,
    handle(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const urlPath = (req.url ?? '').split('?')[0] ?? '';
      const variants = urlPath.startsWith(STATIC_URL_PREFIX) ? files.get(urlPath) : undefined;
      if (!variants) return false;
      // Without brotli or gzip, Next.js sends the file as it is.
      const encoding = pickContentEncoding(req.headers['accept-encoding']);
      if (!encoding) return false;
      const body = variants.encoded[encoding];
      for (const { key, value } of securityHeaders) res.setHeader(key, value);
      res.writeHead(200, {
        'Content-Type': variants.contentType,
        'Content-Encoding': encoding,
        'Content-Length': body.byteLength,
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
