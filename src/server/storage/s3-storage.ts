import 'server-only';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { env } from '@/server/env';
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH, type UploadStorage } from './types';

/**
 * Uploads in the S3-compatible bucket `Bucket` (AWS, MinIO, Cloudflare R2, Scaleway…), reached
 * with the other S3_* settings. S3_PUBLIC_URL is the bucket's public base address (CDN); without
 * it, images go through our /uploads route.
 */
export function s3Storage(Bucket: string): UploadStorage {
  const { S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env();
  const client = new S3Client({
    region: S3_REGION,
    endpoint: S3_ENDPOINT,
    // Most S3-compatible services only accept path-style addresses.
    forcePathStyle: Boolean(S3_ENDPOINT),
    credentials:
      S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
        ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
        : undefined,
  });

  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    publicUrl(key) {
      return S3_PUBLIC_URL ? `${S3_PUBLIC_URL.replace(/\/$/, '')}/${key}` : `${UPLOADS_PATH}/${key}`;
    },
  };
}
