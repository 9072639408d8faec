import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { guidePath } from '@/lib/site/site-paths';

const guides = [
  {
    href: guidePath('preparer-consultation'),
    title: 'Préparer sa consultation',
    text: 'Les questions à noter, les documents à apporter et ce qui se passe pendant le rendez-vous.',
    icon: 'clipboard-list',
  },
  {
    href: guidePath('preparer-echographie'),
    title: 'Préparer son échographie',
    text: 'Jeûne, vessie pleine, durée de chaque examen : tout ce qu’il faut savoir avant de venir.',
    icon: 'scan-line',
  },
] as const;

/** The two practical guides, offered below the article list. */
export function GuideCards() {
  return (
    <section aria-labelledby="guides-pratiques" className="mt-16">
      <h2 id="guides-pratiques" className="text-2xl font-semibold tracking-tight text-slate-900">
        Guides pratiques
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {guides.map(({ href, title, text, icon }) => (
          <Link
            key={href}
            href={href}
            className="group flex gap-4 rounded-xl border bg-secondary/60 p-6 transition-colors hover:border-primary/40 hover:bg-secondary"
          >
            <Icon name={icon} aria-hidden className="mt-1 size-7 shrink-0 text-primary" />
            <span>
              <span className="block text-lg font-semibold text-slate-900 group-hover:text-primary">{title}</span>
              <span className="mt-1 block text-muted-foreground">{text}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
