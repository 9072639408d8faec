import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Brain,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Car,
  CheckCircle2,
  ChevronLeft,
  ChevronRight,
  ClipboardList,
  Clock,
  FileQuestion,
  GraduationCap,
  HeartHandshake,
  History,
  Info,
  Lock,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  MessageSquareReply,
  Navigation,
  Pause,
  Phone,
  Play,
  Scale,
  ScanLine,
  Search,
  ShieldCheck,
  Siren,
  Stethoscope,
  Timer,
  TriangleAlert,
  UserRound,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * Every icon the public site shows, drawn once in `public/icons.svg` from lucide's own rendering,
 * so pages reference a cached sprite instead of repeating the path data of each icon.
 */
export const SPRITE_ICONS = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  brain: Brain,
  'calendar-check': CalendarCheck,
  'calendar-clock': CalendarClock,
  'calendar-days': CalendarDays,
  car: Car,
  'circle-check': CheckCircle2,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'clipboard-list': ClipboardList,
  clock: Clock,
  'file-question': FileQuestion,
  'graduation-cap': GraduationCap,
  'heart-handshake': HeartHandshake,
  history: History,
  info: Info,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-circle': MessageCircle,
  'message-square-reply': MessageSquareReply,
  navigation: Navigation,
  pause: Pause,
  phone: Phone,
  play: Play,
  scale: Scale,
  'scan-line': ScanLine,
  search: Search,
  'shield-check': ShieldCheck,
  siren: Siren,
  stethoscope: Stethoscope,
  timer: Timer,
  'triangle-alert': TriangleAlert,
  'user-round': UserRound,
  x: X,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** The attributes lucide puts on every icon; on the symbol they reach the drawing through `<use>`. */
const SYMBOL_ATTRIBUTES =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The shapes inside lucide's rendered `<svg>`, without the wrapper. */
function iconShapes(icon: LucideIcon): string {
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
