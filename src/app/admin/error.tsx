'use client';

import { AdminErrorScreen } from '@/components/admin/layout/admin-error-screen';

/**
 * What the sidebar's own layout throws (its guard reads the session, so a database outage lands
 * here) and the pages outside it: French, instead of Next's bare English error page.
 */
export default function AdminShellError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AdminErrorScreen error={error} />;
}
