import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Toaster } from 'sonner';

export const metadata: Metadata = {
  title: { default: 'Administration', template: '%s · Administration' },
  robots: { index: false, follow: false },
};

/**
 * Every back-office page: one toast area that survives navigation (sign-in → articles). At the
 * top centre: rows keep their actions at their right end (the list's edit and delete buttons),
 * which a toast in a corner covered while it showed.
 * Rendered per request, always: its scripts carry the request's CSP nonce (src/proxy.ts), which a
 * page prerendered at build time could not.
 */
export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
