/**
 * Writes `public/icons.svg`, the sprite the public site's icons point at, from lucide's icons.
 * Run after adding an icon to SPRITE_ICONS: `npm run icons`. A unit test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderIconSprite } from '../src/lib/site/icon-sprite';

const spriteFile = path.resolve(import.meta.dirname, '../public/icons.svg');
writeFileSync(spriteFile, renderIconSprite());
console.log(`Wrote ${path.relative(process.cwd(), spriteFile)}`);
