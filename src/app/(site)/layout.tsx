import type { Metadata } from 'next';
import { AddressPopup } from '@/components/site/address-popup';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { DEFAULT_SHARE_IMAGE, SITE_LOCALE, SITE_NAME, geoMetaTags } from '@/lib/page-metadata';
import { BLOG_FEED_PATH } from '@/lib/site-paths';

// Defaults for every public page; pages override title, description, canonical and cards
// (see pageMetadata in src/lib/page-metadata.ts).
export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: 'Cabinet médical à Casablanca (Sidi Maarouf) : sexologie médicale, échographie clinique, médecine générale et psychosomatique, sur rendez-vous.',
  openGraph: { type: 'website', locale: SITE_LOCALE, siteName: SITE_NAME, images: [DEFAULT_SHARE_IMAGE] },
  twitter: { card: 'summary_large_image', images: [DEFAULT_SHARE_IMAGE.url] },
  other: geoMetaTags(),
};

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* React hoists this into <head> on every public page, whatever metadata a page sets. */}
      <link rel="alternate" type="application/rss+xml" title={`Blog du ${SITE_NAME}`} href={BLOG_FEED_PATH} />
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Aller au contenu principal
      </a>
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <AddressPopup />
    </>
  );
}
