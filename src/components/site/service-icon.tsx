import { Icon, type IconProps } from '@/components/site/icons';
import type { ServiceIcon as ServiceIconName } from '@/content/service-catalog';

const ICONS = { heart: 'heart-handshake', scan: 'scan-line', stethoscope: 'stethoscope', brain: 'brain' } as const;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & IconProps) {
  return <Icon name={ICONS[name]} aria-hidden {...props} />;
}
