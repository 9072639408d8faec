'use client';

import Link from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * The back office's link: its page is prefetched when the pointer comes over it or the keyboard
 * reaches it, not as soon as it is on screen. Next's default prefetched every link in view, each
 * a server render: 22 to 32 of them for one view of a back-office page (the sidebar alone has 11),
 * for pages that are dynamic and so prefetched only down to their loading screen anyway. The
 * pattern is Next's own (« Hover-triggered prefetch », guides/prefetching). It sets `prefetch`
 * itself, so its callers cannot.
 */
export function AdminLink({ onMouseEnter, onFocus, ...props }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intended, setIntended] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intended ? null : false}
      onMouseEnter={(event) => {
        setIntended(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntended(true);
        onFocus?.(event);
      }}
    />
  );
}
