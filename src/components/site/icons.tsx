import type { SVGProps } from 'react';
import type { SpriteIconName } from '@/lib/site/icon-sprite';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A site icon drawn from the cached sprite `public/icons.svg` (see src/lib/site/icon-sprite.ts):
 * pages carry a one-line `<use>` instead of the icon's path data, and no icon code reaches the
 * browser. Like lucide, an icon without an accessible name is hidden from assistive technology.
 */
export function Icon({ name, ...props }: IconProps & { name: SpriteIconName }) {
  const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
  return (
    <svg width="24" height="24" aria-hidden={named ? undefined : true} {...props}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
