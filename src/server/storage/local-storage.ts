import 'server-only';
import { createReadStream } from 'node:fs';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE } from '@/server/private-files';
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
      // Write to a temporary name first so a reader never sees half a file.
      const temporary = `${fileOf(key)}.partial`;
      try {
        await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
