import type { Metadata, Viewport } from 'next';
import { bodyFont } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(process.env.SITE_URL || 'http://localhost:3000'),
};

export const viewport: Viewport = {
  themeColor: '#0f766e',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="fr" className={bodyFont.variable}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
