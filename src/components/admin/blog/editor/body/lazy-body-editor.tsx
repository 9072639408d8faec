'use client';

import dynamic from 'next/dynamic';

/**
 * The visual editor's scripts load only where an article is edited (decision 040): Tiptap and the
 * paste and conversion code stay out of every other page, public or back office.
 */
export const LazyBodyEditor = dynamic(() => import('./body-editor'), {
  ssr: false,
  loading: () => <div aria-busy className="min-h-80 rounded-md border bg-muted/30" />,
});
