import type { SVGProps } from 'react';
import type { SpriteIconName } from '@/lib/site/icon-sprite';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A site icon drawn from the cached sprite `public/icons.svg` (see src/lib/site/icon-sprite.ts):
 * pages carry a one-line `<use>` instead of the icon's path data, and no icon code reaches the
 * browser. Like lucide, an icon without an accessible name is hidden from assistive technology.
 */
function spriteIcon(name: SpriteIconName) {
  // biome-ignore lint/correctness/noComponentHookFactories: a factory run once per icon at module load, not during a render.
  function SpriteIcon(props: IconProps) {
    const named =
      props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return (
      <svg width="24" height="24" aria-hidden={named ? undefined : true} {...props}>
        <use href={`/icons.svg#${name}`} />
      </svg>
    );
  }
  return SpriteIcon;
}

export const AlertTriangle = spriteIcon('triangle-alert');
export const ArrowLeft = spriteIcon('arrow-left');
export const ArrowRight = spriteIcon('arrow-right');
export const Award = spriteIcon('award');
export const Brain = spriteIcon('brain');
export const CalendarCheck = spriteIcon('calendar-check');
export const CalendarClock = spriteIcon('calendar-clock');
export const CalendarDays = spriteIcon('calendar-days');
export const Car = spriteIcon('car');
export const CheckCircle2 = spriteIcon('circle-check');
export const ChevronLeft = spriteIcon('chevron-left');
export const ChevronRight = spriteIcon('chevron-right');
export const ClipboardList = spriteIcon('clipboard-list');
export const Clock = spriteIcon('clock');
export const FileQuestion = spriteIcon('file-question');
export const GraduationCap = spriteIcon('graduation-cap');
export const HeartHandshake = spriteIcon('heart-handshake');
export const History = spriteIcon('history');
export const Info = spriteIcon('info');
export const Lock = spriteIcon('lock');
export const Mail = spriteIcon('mail');
export const MapPin = spriteIcon('map-pin');
export const Menu = spriteIcon('menu');
export const MessageCircle = spriteIcon('message-circle');
export const MessageSquareReply = spriteIcon('message-square-reply');
export const Navigation = spriteIcon('navigation');
export const Pause = spriteIcon('pause');
export const Phone = spriteIcon('phone');
export const Play = spriteIcon('play');
export const Scale = spriteIcon('scale');
export const ScanLine = spriteIcon('scan-line');
export const Search = spriteIcon('search');
export const ShieldCheck = spriteIcon('shield-check');
export const Siren = spriteIcon('siren');
export const Stethoscope = spriteIcon('stethoscope');
export const Timer = spriteIcon('timer');
export const UserRound = spriteIcon('user-round');
export const X = spriteIcon('x');
