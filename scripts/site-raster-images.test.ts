import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  APPLE_TOUCH_ICON_PATH,
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_PATH,
  FAVICON_SIZES,
  ILLUSTRATIONS_DIR,
  SHARE_SIZE,
  shareCopyOf,
} from '../src/lib/site/site-raster-images';

const publicFile = (urlPath: string) => path.resolve(import.meta.dirname, '../public', `.${urlPath}`);
const STALE = 'missing: run `npx tsx scripts/site-raster-images.ts`';

describe('the raster copies of our SVG art in public/', () => {
  it('include a favicon.ico holding the 16, 32 and 48 px icons as PNG', () => {
    const ico = readFileSync(publicFile(FAVICON_PATH));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, index) => {
      const entry = 6 + 16 * index;
      expect(ico[entry]).toBe(size);
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
    });
  });

  it('include a 180 px opaque apple-touch-icon.png', async () => {
    const meta = await sharp(readFileSync(publicFile(APPLE_TOUCH_ICON_PATH))).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      APPLE_TOUCH_ICON_SIZE,
      APPLE_TOUCH_ICON_SIZE,
      false,
    ]);
  });

  it('include a 1200×630 PNG sharing copy of every illustration an article may feature', async () => {
    const illustrations = readdirSync(publicFile(ILLUSTRATIONS_DIR)).filter((name) => name.endsWith('.svg'));
    expect(illustrations.length).toBeGreaterThan(0);
    for (const name of illustrations) {
      const copy = shareCopyOf(`${ILLUSTRATIONS_DIR}/${name}`);
      expect(copy, name).not.toBeNull();
      expect(existsSync(publicFile(copy!)), `${copy} ${STALE}`).toBe(true);
      const meta = await sharp(readFileSync(publicFile(copy!))).metadata();
      expect([meta.format, meta.width, meta.height], copy!).toEqual(['png', SHARE_SIZE.width, SHARE_SIZE.height]);
    }
  });
});
