'use client';

import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** shadcn/ui's label. */
export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn('flex select-none items-center gap-2 text-sm font-medium leading-none', className)}
      {...props}
    />
  );
}
