import { Readable } from 'node:stream';
import { UPLOADS_CONTENT_SECURITY_POLICY } from '@/lib/http/security-headers';
import { uploadStorage } from '@/server/storage';
import { IMMUTABLE_CACHE_CONTROL, UPLOAD_KEY_PATTERN } from '@/server/storage/types';

type Context = { params: Promise<{ name: string }> };

/**
 * Uploaded images, from the folder or the bucket. Their names are unique and never reused, so
 * browsers may cache them for a year without asking again.
 */
export async function GET(_request: Request, { params }: Context) {
  const { name } = await params;
  if (!UPLOAD_KEY_PATTERN.test(name)) return new Response('Not found', { status: 404 });
  const object = await uploadStorage().get(name);
  if (!object) return new Response('Not found', { status: 404 });
  return new Response(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.size),
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': UPLOADS_CONTENT_SECURITY_POLICY,
    },
  });
}
