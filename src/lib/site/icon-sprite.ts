import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

/**
 * Every icon the public site shows, drawn once in `public/icons.svg` from lucide's own rendering,
 * so pages reference a cached sprite instead of repeating the path data of each icon.
 */
const SPRITE_ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'award',
  'brain',
  'calendar-check',
  'calendar-clock',
  'calendar-days',
  'car',
  'circle-check',
  'chevron-left',
  'chevron-right',
  'clipboard-list',
  'clock',
  'file-question',
  'graduation-cap',
  'heart-handshake',
  'history',
  'info',
  'lock',
  'mail',
  'map-pin',
  'menu',
  'message-circle',
  'message-square-reply',
  'navigation',
  'pause',
  'phone',
  'play',
  'scale',
  'scan-line',
  'search',
  'shield-check',
  'siren',
  'stethoscope',
  'timer',
  'triangle-alert',
  'user-round',
  'x',
] as const;

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];

/** lucide's component of each name ('arrow-left' is ArrowLeft). */
export const SPRITE_ICONS = Object.fromEntries(
  SPRITE_ICON_NAMES.map((name) => [
    name,
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: read by scripts/icon-sprite.ts only, never bundled.
    lucide[name.replace(/(?:^|-)(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof typeof lucide],
  ]),
) as Record<SpriteIconName, lucide.LucideIcon>;

/** The attributes lucide puts on every icon; on the symbol they reach the drawing through `<use>`. */
const SYMBOL_ATTRIBUTES =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The shapes inside lucide's rendered `<svg>`, without the wrapper. */
function iconShapes(icon: lucide.LucideIcon): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup);
  if (!shapes) throw new Error(`Unexpected lucide markup: ${markup.slice(0, 80)}`);
  return shapes[1] ?? '';
}

/** The sprite document served as `public/icons.svg`: one `<symbol>` per site icon. */
export function renderIconSprite(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(
    ([name, icon]) => `<symbol id="${name}" viewBox="0 0 24 24" ${SYMBOL_ATTRIBUTES}>${iconShapes(icon)}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
