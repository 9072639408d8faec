import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { articlePath } from '@/lib/site/site-paths';
import { ArticleCardShell } from './article-card-shell';
import type { CardData } from './card-data';
import { LinkPendingSpinner } from './link-pending-spinner';

/** One article in the /blog grid; the whole card is one link to the article. */
export function ArticleCard({ card, eager }: { card: CardData; eager: boolean }) {
  return (
    <ArticleCardShell
      card={card}
      eager={eager}
      className="card-shell group relative transition-shadow hover:shadow-md"
      title={
        <h2 className="text-xl font-semibold leading-snug text-slate-900">
          <Link
            href={articlePath(card.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary"
          >
            {card.title}
            <LinkPendingSpinner className="absolute top-3 right-3" />
          </Link>
        </h2>
      }
      footer={
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted-foreground">
          <time dateTime={card.date.iso}>{card.date.label}</time>
          {card.readingTime !== null && (
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" aria-hidden className="size-4" />
              {card.readingTime} min de lecture
            </span>
          )}
        </p>
      }
    />
  );
}
