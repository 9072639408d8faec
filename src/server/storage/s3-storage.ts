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
import { IMMUTABLE_CACHE_CONTROL, UPLOADS_PATH, type UploadStorage } from './types';

export type S3Settings = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base address of the bucket (CDN); without it, images go through our /uploads route. */
  publicUrl?: string;
};

/** Uploads in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, Scaleway…). */
export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Most S3-compatible services only accept path-style addresses.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

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
      return settings.publicUrl ? `${settings.publicUrl.replace(/\/$/, '')}/${key}` : `${UPLOADS_PATH}/${key}`;
    },
  };
}
