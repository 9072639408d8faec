'use client';

import Link from 'next/link';
import { AlertTriangle } from 'lucide-react';

// The server has already logged the cause; the visitor gets the spec's sentence and a way out.
export default function ArticleError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <AlertTriangle aria-hidden className="size-12 text-destructive" />
      <p className="mt-6 text-xl font-semibold text-slate-900">
        Une erreur est survenue lors du chargement de l&apos;article.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Réessayer
        </button>
        <Link href="/blog" className="rounded-lg border px-5 py-3 font-semibold text-slate-700 hover:border-primary">
          Retour au blog
        </Link>
      </div>
    </div>
  );
}
