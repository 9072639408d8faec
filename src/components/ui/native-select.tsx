import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * shadcn/ui's native select: the browser's own list, keyboard and screen-reader behaviour. The
 * `options` (a value and its label each) follow the `<option>`s given as children.
 */
export function NativeSelect({
  className,
  options = [],
  children,
  ...props
}: React.ComponentProps<'select'> & { options?: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <div className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
          className,
        )}
        {...props}
      >
        {children}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
