import 'server-only';
import { buffer } from 'node:stream/consumers';
import { parseUploadKey } from '@/lib/media/responsive-image';
import { db } from '@/server/db/client';
import { processUploadedImage } from '@/server/images/process-image';
import { storeVariants } from '@/server/images/store-upload';
import { logger } from '@/server/logger';
import { uploadStorage } from '@/server/storage';
import type { UploadStorage } from '@/server/storage/types';

export type BackfillResult = { made: number; failed: number };

/**
 * The one-time step that makes the web sizes of uploads stored before they existed
 * (docs/decisions/041). It picks the rows whose sizes are null, so it is done once and resumes
 * where it stopped. Several processes starting together may both make one upload's copies: the
 * copies have the same names and the same pixels, and only the first writes the row (the update
 * is conditional on the sizes still being null). The original file is read, never rewritten.
 */
export async function backfillMediaSizes(storage: UploadStorage = uploadStorage()): Promise<BackfillResult> {
  const pending = await db().selectFrom('blog_images').select(['id', 'filename']).where('sizes', 'is', null).execute();
  const result: BackfillResult = { made: 0, failed: 0 };
  for (const row of pending) {
    const upload = parseUploadKey(row.filename);
    const stored = upload ? await storage.get(upload.key) : null;
    if (!upload || !stored) {
      logger.warn({ filename: row.filename }, 'Upload sizes not made: the original is missing');
      result.failed += 1;
      continue;
    }
    try {
      const image = await processUploadedImage(await buffer(stored.body), upload.key);
      const copies = {
        ...image,
        variants: image.variants.filter((variant) => variant.width !== image.width || variant.format !== 'fallback'),
      };
      await storeVariants(copies, upload.key, storage);
      await db()
        .updateTable('blog_images')
        .set({ width: image.width, height: image.height, sizes: JSON.stringify(image.widths) })
        .where('id', '=', row.id)
        .where('sizes', 'is', null)
        .execute();
      result.made += 1;
    } catch (error) {
      logger.warn({ err: error, filename: row.filename }, 'Upload sizes not made');
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Started once the schema is ready and never awaited: the server answers (and its health check
 * passes) while older uploads get their sizes; their pages show the plain image meanwhile.
 */
export function backfillMediaSizesInBackground(): void {
  backfillMediaSizes().then(
    (result) => {
      if (result.made + result.failed > 0) logger.info(result, 'Web sizes of earlier uploads made');
    },
    (error: unknown) => logger.error({ err: error }, 'Web sizes of earlier uploads could not be made'),
  );
}
