import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { articlePath } from '@/lib/site/site-paths';
import { ArticleCardShell } from './article-card-shell';
import type { CardData } from './card-data';
import { LinkPendingSpinner } from './link-pending-spinner';

/** One article of the recommended carousel. */
export function RecommendedSlide({ card }: { card: CardData }) {
  const titleId = `recommande-${card.slug}`;
  return (
    <ArticleCardShell
      card={card}
      className="card-shell h-full"
      title={
        <h3 id={titleId} className="card-title">
          {card.title}
        </h3>
      }
      footer={
        <div className="card-footer">
          <time dateTime={card.date.iso} className="text-muted-foreground">
            {card.date.label}
          </time>
          <Link href={articlePath(card.slug)} aria-describedby={titleId} className="card-link">
            Lire
            <Icon name="arrow-right" aria-hidden className="size-4" />
            <LinkPendingSpinner />
          </Link>
        </div>
      }
    />
  );
}
