import type { Metadata } from 'next';
import { SiteFrame } from '@/components/site/site-frame';
import { DEFAULT_SHARE_IMAGE, SITE_LOCALE, geoMetaTags } from '@/lib/site/page-metadata';
import { getPublicPractice } from '@/server/practice/public-practice';

// Defaults for every public page; pages override title, description, canonical and cards
// (see pageMetadata in src/lib/site/page-metadata.ts). The name and position are those of 'Cabinet'.
export async function generateMetadata(): Promise<Metadata> {
  const view = await getPublicPractice();
  return {
    title: { default: view.name, template: `%s | ${view.name}` },
    description:
      'Cabinet médical à Casablanca (Sidi Maarouf) : sexologie médicale, échographie clinique, médecine générale et psychosomatique, sur rendez-vous.',
    openGraph: { type: 'website', locale: SITE_LOCALE, siteName: view.name, images: [DEFAULT_SHARE_IMAGE] },
    twitter: { card: 'summary_large_image', images: [{ url: DEFAULT_SHARE_IMAGE.url, alt: DEFAULT_SHARE_IMAGE.alt }] },
    other: geoMetaTags(view),
  };
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
