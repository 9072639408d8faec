import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { displayName } from '@/lib/blog/author-display';
import type { AuthorDetail } from '@/lib/blog/post-types';
import type { SpriteIconName } from '@/lib/site/icon-sprite';
import { BLOG_PATH, HOME_PATH } from '@/lib/site/site-paths';

/** One kind of credential under its heading; nothing when the author listed none. */
function Credentials({ icon, title, items }: { icon: SpriteIconName; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon name={icon} aria-hidden className="size-5 text-primary" />
        {title}
      </dt>
      {items.map((item) => (
        <dd key={item} className="mt-1 text-slate-700">
          {item}
        </dd>
      ))}
    </div>
  );
}

/** The head of an author page: breadcrumb, photo, name, bio, specialities and qualifications. */
export function AuthorProfile({ author }: { author: AuthorDetail }) {
  const name = displayName(author);
  return (
    <section aria-labelledby="page-titre" className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <nav aria-label="Fil d’Ariane">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            <li>
              <Link href={HOME_PATH} className="underline-offset-4 hover:text-primary hover:underline">
                Accueil
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <Icon name="chevron-right" aria-hidden className="size-4" />
              <Link href={BLOG_PATH} className="underline-offset-4 hover:text-primary hover:underline">
                Blog
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <Icon name="chevron-right" aria-hidden className="size-4" />
              <span aria-current="page" className="font-medium text-slate-900">
                {name}
              </span>
            </li>
          </ol>
        </nav>
        <div className="mt-8 flex flex-col gap-8 sm:flex-row sm:items-start">
          {author.photo_url && (
            <img
              src={author.photo_url}
              alt={`Photo de ${name}`}
              width={160}
              height={160}
              className="size-32 shrink-0 rounded-full border bg-muted object-cover sm:size-40"
            />
          )}
          <div className="min-w-0 space-y-5">
            <h1 id="page-titre" className="text-4xl font-semibold tracking-tight text-slate-900">
              {name}
            </h1>
            {author.bio && <p className="max-w-3xl text-lg text-slate-700">{author.bio}</p>}
            <dl className="grid gap-5 sm:grid-cols-2">
              <Credentials icon="stethoscope" title="Spécialités" items={author.specialities} />
              <Credentials icon="graduation-cap" title="Qualifications" items={author.qualifications} />
            </dl>
            {author.registration_number && (
              <p className="text-sm text-muted-foreground">N° d’inscription à l’Ordre : {author.registration_number}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
