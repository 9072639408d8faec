'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/site/icons';
import { BLOG_PATH } from '@/lib/site/site-paths';

// The blog area's error boundary. The server has logged the cause; the visitor reads the spec's sentence.
export default function BlogError({ retry }: { error: unknown; retry: () => void }) {
  const onList = usePathname() === BLOG_PATH;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Icon name="triangle-alert" aria-hidden className="size-12 text-destructive" />
      <p className="mt-6 text-xl font-semibold text-slate-900">
        {onList
          ? 'Une erreur est survenue lors du chargement des articles.'
          : "Une erreur est survenue lors du chargement de l'article."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-secondary-foreground"
        >
          Réessayer
        </button>
        {!onList && (
          <Link
            href={BLOG_PATH}
            className="rounded-lg border px-5 py-3 font-semibold text-slate-700 hover:border-primary"
          >
            Retour au blog
          </Link>
        )}
      </div>
    </div>
  );
}
