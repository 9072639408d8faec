'use client';

import { cn } from '@/lib/utils';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** shadcn/ui's input, keeping what was typed before the page's script ran. */
export function Input({ className, type, ...props }: Omit<React.ComponentProps<'input'>, 'ref'>) {
  const ref = useTypedBeforeHydration(props.value, props.onChange);
  return (
    <input
      ref={ref}
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
