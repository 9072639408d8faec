import { Brain, HeartHandshake, ScanLine, Stethoscope, type IconProps } from '@/components/site/icons';
import type { ServiceIcon as ServiceIconName } from '@/content/service-catalog';

const ICONS = { heart: HeartHandshake, scan: ScanLine, stethoscope: Stethoscope, brain: Brain } as const;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & IconProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
