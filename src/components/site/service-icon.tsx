import { Brain, HeartHandshake, ScanLine, Stethoscope, type LucideProps } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '@/content/service-catalog';

const ICONS = { heart: HeartHandshake, scan: ScanLine, stethoscope: Stethoscope, brain: Brain } as const;

export function ServiceIcon({ name, ...props }: { name: ServiceIconName } & LucideProps) {
  const Icon = ICONS[name];
  return <Icon aria-hidden {...props} />;
}
