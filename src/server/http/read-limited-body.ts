import 'server-only';

export class BodyTooLargeError extends Error {}

/** What every endpoint answers to an oversized body, before reading the rest of it. */
export const BODY_TOO_LARGE_MESSAGE = 'La requête est trop volumineuse.';

/**
 * Reads a request body into memory, giving up as soon as it passes `limit` bytes, so an
 * oversized upload costs at most `limit` bytes of memory whatever Content-Length claimed.
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new BodyTooLargeError(`Body larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/**
 * The whole body of a request of at most `limit` bytes: the announced length is checked first
 * (refused without reading a byte), then the bytes are counted as they stream (the header may lie
 * or be absent).
 */
export async function readLimitedRequestBody(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(`Content-Length above ${limit} bytes`);
  return readLimitedBody(request.body, limit);
}
