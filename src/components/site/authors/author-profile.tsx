import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { displayName } from '@/lib/blog/author-display';
import type { AuthorDetail } from '@/lib/blog/post-types';
import { BLOG_PATH, HOME_PATH } from '@/lib/site/site-paths';

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
              {author.specialities.length > 0 && (
                <div>
                  <dt className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon name="stethoscope" aria-hidden className="size-5 text-primary" />
                    Spécialités
                  </dt>
                  {author.specialities.map((speciality) => (
                    <dd key={speciality} className="mt-1 text-slate-700">
                      {speciality}
                    </dd>
                  ))}
                </div>
              )}
              {author.qualifications.length > 0 && (
                <div>
                  <dt className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon name="graduation-cap" aria-hidden className="size-5 text-primary" />
                    Qualifications
                  </dt>
                  {author.qualifications.map((qualification) => (
                    <dd key={qualification} className="mt-1 text-slate-700">
                      {qualification}
                    </dd>
                  ))}
                </div>
              )}
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
