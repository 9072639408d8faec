import { AddressPopup } from '@/components/site/address-popup';
import { PracticeNoticeBanner } from '@/components/site/practice-notice-banner';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { BLOG_FEED_PATH } from '@/lib/site/site-paths';
import { getPublicPractice } from '@/server/practice/public-practice';
import { siteScriptSrc } from '@/server/site-script';

/**
 * What surrounds every public page, the not-found page included: header, notices, footer, the
 * address popup and the site's script.
 */
export async function SiteFrame({ children }: { children: React.ReactNode }) {
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
