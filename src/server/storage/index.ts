import 'server-only';
import path from 'node:path';
import { env } from '@/server/env';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { UploadStorage } from './types';

let chosen: UploadStorage | undefined;

/** S3-compatible storage when S3_BUCKET is set, else the `uploads` folder under DATA_DIR. */
export function uploadStorage(): UploadStorage {
  const { S3_BUCKET } = env();
  chosen ??= S3_BUCKET ? s3Storage(S3_BUCKET) : localStorage(localUploadsFolder()!);
  return chosen;
}

/** The `uploads` folder under DATA_DIR, or null when uploads go to S3-compatible storage. */
export function localUploadsFolder(): string | null {
  const settings = env();
  return settings.S3_BUCKET ? null : path.resolve(settings.DATA_DIR, 'uploads');
}
