/**
 * Writes the raster copies of src/lib/site/site-raster-images.ts into public/ from the site's own SVG
 * art: `npx tsx scripts/site-raster-images.ts` after changing src/app/icon.svg or adding an
 * illustration to public/images/articles/. A unit test fails while a copy is missing.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  APPLE_TOUCH_ICON_PATH,
  APPLE_TOUCH_ICON_SIZE,
  FAVICON_PATH,
  FAVICON_SIZES,
  ICON_BACKGROUND,
  icoFromPngs,
  ILLUSTRATIONS_DIR,
  SHARE_COPIES_DIR,
  SHARE_SIZE,
  shareCopyOf,
} from '../src/lib/site/site-raster-images';

const root = path.resolve(import.meta.dirname, '..');
const publicFile = (urlPath: string) => path.join(root, 'public', urlPath);
const icon = readFileSync(path.join(root, 'src', 'app', 'icon.svg'));
const render = (svg: Buffer, width: number, height = width) => sharp(svg, { density: 300 }).resize(width, height);

const faviconImages = await Promise.all(
  FAVICON_SIZES.map(async (size) => ({ size, png: await render(icon, size).png({ compressionLevel: 9 }).toBuffer() })),
);
writeFileSync(publicFile(FAVICON_PATH), icoFromPngs(faviconImages));

// Home screens round the corners themselves: the icon fills the square on the brand colour.
await render(icon, APPLE_TOUCH_ICON_SIZE)
  .flatten({ background: ICON_BACKGROUND })
  .png({ compressionLevel: 9 })
  .toFile(publicFile(APPLE_TOUCH_ICON_PATH));

mkdirSync(publicFile(SHARE_COPIES_DIR), { recursive: true });
for (const name of readdirSync(publicFile(ILLUSTRATIONS_DIR))
  .filter((file) => file.endsWith('.svg'))
  .sort()) {
  const copy = shareCopyOf(`${ILLUSTRATIONS_DIR}/${name}`);
  if (!copy) continue;
  await render(readFileSync(publicFile(`${ILLUSTRATIONS_DIR}/${name}`)), SHARE_SIZE.width, SHARE_SIZE.height)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(publicFile(copy));
}
console.log('Wrote public/favicon.ico, public/apple-touch-icon.png and public/images/share/*.png');
