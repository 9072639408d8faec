import Link from 'next/link';
import { Icon } from '@/components/site/icons';

/** Title band of service and guide pages, with a visible breadcrumb matching the JSON-LD one. */
export function PageHero({
  breadcrumb,
  title,
  text,
  children,
}: {
  breadcrumb: { name: string; path?: string }[];
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-titre" className="bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <nav aria-label="Fil d’Ariane">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {breadcrumb.map((item, index) => (
              <li key={item.name} className="flex items-center gap-1">
                {index > 0 && <Icon name="chevron-right" aria-hidden className="size-4" />}
                {item.path ? (
                  <Link href={item.path} className="underline-offset-4 hover:text-primary hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {item.name}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 id="page-titre" className="mt-5 max-w-3xl text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{text}</p>
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
      </div>
    </section>
  );
}
