/**
 * `node --conditions=react-server --import tsx scripts/bench-upload.ts`: the time to take in a
 * phone photo of just under 5 MB (12 megapixels, 4032 × 3024): checks, every web size in JPEG
 * and WebP, and the writes to a local uploads folder, as the upload route does
 * (docs/decisions/041 records the figure; the goal is ≤ 2 s on the project's machine).
 * BENCH_RUNS (5) measured runs after one warm-up; prints each and the median.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '@/lib/blog/post-form-image';
import { processUploadedImage } from '@/server/images/process-image';
import { storeVariants, uniqueImageKey } from '@/server/images/store-upload';
import { localStorage } from '@/server/storage/local-storage';

const RUNS = Number(process.env.BENCH_RUNS || 5);

/** A photo-like JPEG (grain over gradients) whose quality is raised until it nears 5 MB. */
async function phonePhoto(): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(0.8)
    .png({ compressionLevel: 1 })
    .toBuffer();
  let best = Buffer.alloc(0);
  for (let quality = 70; quality <= 98; quality += 2) {
    const bytes = await sharp(grain).jpeg({ quality }).toBuffer();
    if (bytes.byteLength > MAX_IMAGE_BYTES) break;
    best = bytes;
  }
  return best;
}

async function main(): Promise<void> {
  const photo = await phonePhoto();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const storage = localStorage(folder);
  const once = async () => {
    const started = performance.now();
    const image = await processUploadedImage(photo, 'photo.jpg');
    await storeVariants(image, uniqueImageKey(image.extension), storage);
    return { ms: performance.now() - started, copies: image.variants.length };
  };
  try {
    await once();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { ms, copies } = await once();
      times.push(ms);
      console.log(`run ${run + 1}: ${ms.toFixed(0)} ms (${copies} copies)`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `photo ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB, 4032×3024; median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms, ${os.cpus().length} CPUs`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
