import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page introuvable' };

/** Any path that matches no route (spec section 2, "Not-found page"). */
export default function NotFound() {
  return (
    <main id="contenu" className="flex min-h-screen flex-col items-center justify-center bg-secondary/40 px-4 text-center">
      <p className="text-7xl font-semibold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <Link
        href="/"
        className="mt-8 rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
      >
        Retour à l&apos;accueil
      </Link>
    </main>
  );
}
