import 'server-only';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDirectory, writePrivateFileWhole } from '@/server/private-files';
import { unlessMissing } from '@/server/missing-file';
import { UPLOADS_PATH, UPLOAD_KEY_PATTERN, type UploadStorage } from './types';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Uploads as files in one folder (default `${DATA_DIR}/uploads`). */
export function localStorage(folder: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!UPLOAD_KEY_PATTERN.test(key)) throw new Error(`Invalid upload key: ${key}`);
    return path.join(folder, key);
  };

  return {
    async put(key, bytes) {
      ensurePrivateDirectory(folder);
      await writePrivateFileWhole(fileOf(key), bytes);
    },
    async get(key) {
      if (!UPLOAD_KEY_PATTERN.test(key)) return null;
      const info = await unlessMissing(stat(fileOf(key)), null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(fileOf(key)), contentType: contentTypeOf(key), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      return `${UPLOADS_PATH}/${key}`;
    },
  };
}
