import type { Metadata, Viewport } from 'next';
import { APPLE_TOUCH_ICON_PATH, FAVICON_PATH } from '@/lib/site/site-raster-images';
import { env } from '@/server/env';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  // Listed here, the icons replace the link Next.js derives from src/app/icon.svg: the SVG for
  // tabs, its .ico copy for browsers that take no SVG, the PNG iPhones ask for
  // (scripts/site-raster-images.ts).
  icons: {
    icon: [
      { url: '/icon.svg', type: 'image/svg+xml' },
      { url: FAVICON_PATH, sizes: '16x16 32x32 48x48' },
    ],
    apple: APPLE_TOUCH_ICON_PATH,
  },
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
