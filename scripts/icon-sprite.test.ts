import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderIconSprite, SPRITE_ICONS } from '../src/lib/site/icon-sprite';

const ICON_SPRITE_FILE = path.resolve(import.meta.dirname, '../public/icons.svg');

describe('the icon sprite', () => {
  it('the served sprite is regenerated whenever the site icons change (npm run icons)', () => {
    expect(readFileSync(ICON_SPRITE_FILE, 'utf8')).toBe(renderIconSprite());
  });

  it('draws every site icon as a symbol carrying lucide stroke attributes', () => {
    const sprite = renderIconSprite();
    for (const name of Object.keys(SPRITE_ICONS)) {
      const symbol = new RegExp(
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*>(.+?)</symbol>`,
      ).exec(sprite);
      expect(symbol?.[1], name).toMatch(/^<(path|rect|circle|line|polyline|polygon|ellipse)\b/);
    }
  });
});
