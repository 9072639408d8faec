import 'server-only';

export class BodyTooLargeError extends Error {}

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
