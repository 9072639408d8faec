import { Icon } from '@/components/site/icons';
import { SiteNav } from './site-nav';

export function SiteHeader({ practiceName }: { practiceName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="relative mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Icon name="stethoscope" aria-hidden className="size-5" />
          </span>
          {/* The name wraps rather than being cut: on a phone and beside the full menu it takes
              more than one line's width. */}
          <span className="min-w-0 py-1 leading-tight">
            <span className="block text-balance font-semibold text-slate-900">{practiceName}</span>
            <span className="block truncate text-sm text-muted-foreground">Casablanca · Sur rendez-vous</span>
          </span>
        </a>
        <SiteNav />
      </div>
    </header>
  );
}
