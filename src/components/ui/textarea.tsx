'use client';

import { cn } from '@/lib/utils';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** shadcn/ui's textarea, keeping what was typed before the page's script ran. */
export function Textarea({ className, ...props }: Omit<React.ComponentProps<'textarea'>, 'ref'>) {
  const ref = useTypedBeforeHydration(props.value, props.onChange);
  return (
    <textarea
      ref={ref}
      data-slot="textarea"
      className={cn(
        'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
