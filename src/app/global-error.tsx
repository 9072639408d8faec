'use client';

import './globals.css';

/**
 * What a visitor sees when the site's own layout fails (the areas with their own boundary, the
 * blog and the back office, keep theirs): the spec's fallback screen in French instead of Next's
 * default English one, whose script and styles every page would otherwise load. It replaces the
 * whole document, so it links home with a plain anchor: the client router may be what broke.
 */
export default function GlobalError() {
  return (
    <html lang="fr">
      <body className="min-h-screen font-sans">
        <title>Une erreur est survenue</title>
        <main
          role="alert"
          className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center"
        >
          <h1 className="text-2xl font-semibold text-slate-900">Une erreur est survenue</h1>
          <p className="text-muted-foreground">Cette page n’a pas pu s’afficher. Réessayez dans un instant.</p>
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-secondary-foreground"
            >
              Réessayer
            </button>
            <a href="/" className="rounded-lg border px-5 py-3 font-semibold text-slate-700 hover:border-primary">
              Accueil
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
