import 'server-only';
import path from 'node:path';
import { env } from '@/server/env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { UploadStorage } from './types';

let chosen: UploadStorage | undefined;

/** S3-compatible storage when S3_BUCKET is set, else the `uploads` folder under DATA_DIR. */
export function uploadStorage(): UploadStorage {
  if (chosen) return chosen;
  const settings = env();
  chosen = settings.S3_BUCKET
    ? s3Storage({
        endpoint: settings.S3_ENDPOINT,
        region: settings.S3_REGION,
        bucket: settings.S3_BUCKET,
        accessKeyId: settings.S3_ACCESS_KEY_ID,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        publicUrl: settings.S3_PUBLIC_URL,
      })
    : localStorage(localUploadsFolder()!);
  return chosen;
}

/** The `uploads` folder under DATA_DIR, or null when uploads go to S3-compatible storage. */
export function localUploadsFolder(): string | null {
  const settings = env();
  return settings.S3_BUCKET ? null : path.resolve(settings.DATA_DIR, 'uploads');
}
