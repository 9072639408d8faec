'use client';

import { useEffect, useState } from 'react';

/**
 * The one-time token of a reset or setup link, kept in memory while the address bar, the history
 * and bookmarks lose it, so it is not left behind on the screen or in the browser (security
 * review). The page is served with `Referrer-Policy: no-referrer` for the moment before this runs.
 */
export function useLinkToken<T extends string | null>(linkToken: T): T {
  const [token] = useState(linkToken);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return token;
}
