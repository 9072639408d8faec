'use client';

import { AdminErrorScreen } from '@/components/admin/layout/admin-error-screen';

/** Every back-office page under the sidebar: the error shows beside it. */
export default function AdminError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return <AdminErrorScreen error={error} />;
}
