'use client';

import { useLinkStatus } from 'next/link';
import { cn } from '@/lib/utils';

/**
 * The article page's loading state (spec section 2), shown on the link the visitor followed
 * while the server renders the article. Not a loading.tsx: a route-level Suspense fallback
 * would start the response before the page knows whether the article exists (no 404 status
 * any more) and would leave visitors without JavaScript on the spinner. Always rendered, only
 * its opacity changes, so nothing moves.
 */
export function LinkPendingSpinner({ className }: { className?: string }) {
  const { pending } = useLinkStatus();
  return (
    <span role={pending ? 'status' : undefined} className={cn('pointer-events-none inline-flex', className)}>
      <span
        aria-hidden
        className={cn(
          'size-5 rounded-full border-2 border-primary/25 border-t-primary bg-background opacity-0 transition-opacity',
          pending && 'animate-spin opacity-100',
        )}
      />
      {pending && <span className="sr-only">Chargement de l&apos;article…</span>}
    </span>
  );
}
