import type { Metadata } from 'next';
import { AddressPopup } from '@/components/site/address-popup';
import { PracticeNoticeBanner } from '@/components/site/practice-notice-banner';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { DEFAULT_SHARE_IMAGE, SITE_LOCALE, geoMetaTags } from '@/lib/page-metadata';
import { BLOG_FEED_PATH } from '@/lib/site-paths';
import { getPublicPractice } from '@/server/practice/public-practice';
import { siteScriptSrc } from '@/server/site-script';

// Defaults for every public page; pages override title, description, canonical and cards
// (see pageMetadata in src/lib/page-metadata.ts). The name and position are those of 'Cabinet'.
export async function generateMetadata(): Promise<Metadata> {
  const view = await getPublicPractice();
  return {
    title: { default: view.name, template: `%s | ${view.name}` },
    description: 'Cabinet médical à Casablanca (Sidi Maarouf) : sexologie médicale, échographie clinique, médecine générale et psychosomatique, sur rendez-vous.',
    openGraph: { type: 'website', locale: SITE_LOCALE, siteName: view.name, images: [DEFAULT_SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', images: [{ url: DEFAULT_SHARE_IMAGE.url, alt: DEFAULT_SHARE_IMAGE.alt }] },
    other: geoMetaTags(view),
  };
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const view = await getPublicPractice();
  const scriptSrc = siteScriptSrc();
  return (
    <>
      {/* React hoists this into <head> on every public page, whatever metadata a page sets. */}
      <link rel="alternate" type="application/rss+xml" title={`Blog du ${view.name}`} href={BLOG_FEED_PATH} />
      <a href="#contenu" className="skip-link">
        Aller au contenu principal
      </a>
      <PracticeNoticeBanner specialHours={view.specialHours} />
      <SiteHeader practiceName={view.name} />
      <main id="contenu" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter view={view} />
      {view.popup ? <AddressPopup popup={view.popup} /> : null}
      {/* The public pages' only script: served without the framework's (decision 028). */}
      {scriptSrc ? <script type="module" src={scriptSrc} /> : null}
    </>
  );
}
