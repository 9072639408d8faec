'use client';

import { useLinkStatus } from 'next/link';

/**
 * The article page's loading state (spec section 2), shown on the link the visitor followed
 * while the server renders the article. Not a loading.tsx: a route-level Suspense fallback
 * would start the response before the page knows whether the article exists (no 404 status
 * any more) and would leave visitors without JavaScript on the spinner. Always rendered, only
 * its opacity changes, so nothing moves. Plain class strings: tailwind-merge stays out of the
 * browser bundle.
 */
export function LinkPendingSpinner({ className }: { className?: string }) {
  const { pending } = useLinkStatus();
  return (
    <span role={pending ? 'status' : undefined} className={`pointer-events-none inline-flex ${className ?? ''}`}>
      <span
        aria-hidden
        className={`link-spinner ${
          pending ? 'animate-spin opacity-100' : 'opacity-0'
        }`}
      />
      {pending && <span className="sr-only">Chargement de l&apos;article…</span>}
    </span>
  );
}
