import 'server-only';
import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; contentType: string; size: number };

/**
 * Where uploaded images live: a folder on this machine, or an S3-compatible bucket when several
 * servers share the uploads. Keys are flat names made by the upload code (no folders, no dots
 * beyond the extension), so neither backend has to guard against path tricks twice.
 */
export interface UploadStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The address browsers use to load the object. */
  publicUrl(key: string): string;
}

/** Served by src/app/uploads/[name]/route.ts from whichever backend is configured. */
export const UPLOADS_PATH = '/uploads';

export const UPLOAD_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,100}\.(jpg|jpeg|png|webp)$/;

// Names are unique and never rewritten, so browsers and CDNs may keep them for a year.
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
