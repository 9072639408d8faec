'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { CalendarCheck, Menu, Phone, X } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { CurrentServiceBookingLink } from './current-service-booking-link';
import { usePractice } from './practice-context';
import { BLOG_PATH } from '@/lib/site-paths';

// Spec section 9: from another page, go home first, then scroll to the section about 100 ms later.
const ANCHOR_SCROLL_DELAY_MS = 100;

const NAV_ITEMS = [
  { label: 'Accueil', anchor: 'accueil' },
  { label: 'À propos', anchor: 'apropos' },
  { label: 'Services', anchor: 'services' },
  { label: 'Blog', href: BLOG_PATH },
  { label: 'Contact', anchor: 'contact' },
] as const;

export function SiteNav() {
  const pathname = usePathname();
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  // The mobile menu repeats the desktop links: they are rendered on its first opening, not sent
  // in the HTML, and then stay (only hidden), so closing it never removes the link being clicked.
  const [menuRendered, setMenuRendered] = useState(false);
  const pendingAnchor = useRef<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { phone } = usePractice();

  useEffect(() => {
    setMenuOpen(false);
    const anchor = pendingAnchor.current;
    if (pathname !== '/' || !anchor) return;
    pendingAnchor.current = null;
    const timer = window.setTimeout(() => {
      document.getElementById(anchor)?.scrollIntoView();
      window.history.replaceState(window.history.state, '', `/#${anchor}`);
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  function goToAnchor(event: React.MouseEvent<HTMLAnchorElement>, anchor: string) {
    setMenuOpen(false);
    if (pathname === '/') return;
    event.preventDefault();
    pendingAnchor.current = anchor;
    router.push('/');
  }

  const links = (variant: 'desktop' | 'mobile') =>
    NAV_ITEMS.map((item) => {
      const className = `site-nav-link ${
        variant === 'desktop' ? 'px-3 py-2' : 'block px-3 py-3 text-lg'
      }`;
      return (
        <li key={item.label}>
          {'href' in item ? (
            <Link href={item.href} className={className} aria-current={pathname.startsWith(item.href) ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
              {item.label}
            </Link>
          ) : (
            <a href={`/#${item.anchor}`} className={className} onClick={(event) => goToAnchor(event, item.anchor)}>
              {item.label}
            </a>
          )}
        </li>
      );
    });

  // Between 1024 and 1280 px the number would crowd the header: the icon stays, the text is for screen readers.
  const actions = (variant: 'desktop' | 'mobile') => (
    <>
      <a href={`tel:${phone.e164}`} className={buttonVariants({ variant: 'ghost' })}>
        <Phone aria-hidden className="text-primary" />
        <span className={variant === 'desktop' ? 'sr-only xl:not-sr-only' : undefined}>{phone.display}</span>
      </a>
      <CurrentServiceBookingLink className={buttonVariants()}>
        <CalendarCheck aria-hidden />
        Prendre RDV
      </CurrentServiceBookingLink>
    </>
  );

  return (
    <>
      <nav aria-label="Navigation principale" className="hidden items-center gap-4 lg:flex">
        <ul className="flex items-center gap-1">{links('desktop')}</ul>
        <div className="flex items-center gap-2">{actions('desktop')}</div>
      </nav>
      <button
        ref={menuButton}
        type="button"
        className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} lg:hidden`}
        aria-expanded={menuOpen}
        aria-controls="menu-mobile"
        onClick={() => {
          setMenuRendered(true);
          setMenuOpen((open) => !open);
        }}
      >
        {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        <span className="sr-only">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
      </button>
      <nav
        id="menu-mobile"
        aria-label="Menu mobile"
        hidden={!menuOpen}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background px-4 pb-6 pt-2 shadow-lg lg:hidden"
      >
        {menuRendered && (
          <>
            <ul className="flex flex-col">{links('mobile')}</ul>
            <div className="mt-4 flex flex-col gap-2 [&>a]:w-full">{actions('mobile')}</div>
          </>
        )}
      </nav>
    </>
  );
}
