import type { Metadata, Viewport } from 'next';
import { env } from '@/server/env';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
};

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
