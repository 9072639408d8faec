import { Icon } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { BLOG_PATH, SEARCH_PATH } from '@/lib/site/site-paths';
import { RequestLink } from './appointments/request-link';
import { getPublicPractice } from '@/server/practice/public-practice';
import { BookingLink } from './booking-link';
import { SearchForm } from './search/search-form';

const NAV_ITEMS = [
  { label: 'Accueil', anchor: 'accueil' },
  { label: 'À propos', anchor: 'apropos' },
  { label: 'Services', anchor: 'services' },
  { label: 'Blog', href: BLOG_PATH },
  { label: 'Contact', anchor: 'contact' },
] as const;

/**
 * The header's navigation. A section of the home page is a link to `/#section`: from another
 * page the browser loads the home page and scrolls to it (spec section 9). The mobile menu and
 * the current section are enhanced by src/browser/site-navigation.ts; the menu itself is a
 * `<details>`, so it opens on a phone without JavaScript.
 */
export async function SiteNav() {
  const { phone } = await getPublicPractice();

  const links = (variant: 'desktop' | 'mobile') => {
    const className = `site-nav-link ${variant === 'desktop' ? 'px-3 py-2' : 'block px-3 py-3 text-lg'}`;
    return NAV_ITEMS.map((item) => (
      <li key={item.label}>
        {/* A page of its own is marked as current while the visitor is in it. */}
        <a
          href={'href' in item ? item.href : `/#${item.anchor}`}
          className={className}
          data-nav-section={'href' in item ? '' : undefined}
        >
          {item.label}
        </a>
      </li>
    ));
  };

  // Between 1024 and 1280 px the number would crowd the header: the icon stays, the text is for
  // screen readers. « Demander en ligne », the second choice beside the chat link (decision 044),
  // keeps only its icon on wide screens too: with its words the practice's name no longer fits.
  const actions = (variant: 'desktop' | 'mobile') => (
    <>
      <a href={`tel:${phone.e164}`} className={buttonVariants({ variant: 'ghost' })}>
        <Icon name="phone" aria-hidden className="text-primary" />
        <span className={variant === 'desktop' ? 'sr-only xl:not-sr-only' : undefined}>{phone.display}</span>
      </a>
      <BookingLink className={buttonVariants()} data-follows-current-service="">
        <Icon name="calendar-check" aria-hidden />
        Prendre RDV
      </BookingLink>
      <RequestLink labelClassName={variant === 'desktop' ? 'sr-only' : undefined} />
    </>
  );

  return (
    <>
      <nav aria-label="Navigation principale" className="hidden items-center gap-4 lg:flex">
        <ul className="flex items-center gap-1">{links('desktop')}</ul>
        <div className="flex items-center gap-2">
          <a href={SEARCH_PATH} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
            <Icon name="search" aria-hidden className="text-primary" />
            <span className="sr-only">Rechercher</span>
          </a>
          {actions('desktop')}
        </div>
      </nav>
      {/* A native disclosure: the menu opens without JavaScript; the site's script adds Escape
          and closing on a link to the same page. */}
      <details className="group/menu lg:hidden" data-menu="">
        <summary
          className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          <Icon name="menu" aria-hidden className="group-open/menu:hidden" />
          <Icon name="x" aria-hidden className="hidden group-open/menu:block" />
          <span className="sr-only">Menu</span>
        </summary>
        <nav
          id="menu-mobile"
          aria-label="Menu mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pb-6 pt-2 shadow-lg"
        >
          <SearchForm id="recherche-menu" className="py-3" />
          <ul className="flex flex-col">{links('mobile')}</ul>
          <div className="mt-4 flex flex-col gap-2 [&>a]:w-full">{actions('mobile')}</div>
        </nav>
      </details>
    </>
  );
}
