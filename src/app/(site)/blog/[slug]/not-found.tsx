import Link from 'next/link';
import { ArrowLeft, FileQuestion } from '@/components/site/icons';
import { BLOG_PATH } from '@/lib/site-paths';

/** Shown when the article slug is unknown or the article is not public. */
export default function ArticleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <FileQuestion aria-hidden className="size-12 text-primary" />
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">Article non trouvé</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        L&apos;article que vous recherchez n&apos;existe pas ou a été supprimé.
      </p>
      <Link
        href={BLOG_PATH}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground hover:bg-primary/90"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Retour au blog
      </Link>
    </div>
  );
}
