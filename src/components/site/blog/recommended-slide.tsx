import Link from 'next/link';
import { ArrowRight } from '@/components/site/icons';
import { articlePath } from '@/lib/site/site-paths';
import type { CardData } from './card-data';
import { LinkPendingSpinner } from './link-pending-spinner';

/** One article of the recommended carousel. */
export function RecommendedSlide({ card }: { card: CardData }) {
  const titleId = `recommande-${card.slug}`;
  return (
    <article className="card-shell h-full">
      <img
        src={card.image}
        alt={card.imageAlt ?? card.title}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="card-image"
      />
      <div className="card-body">
        {card.category && (
          <span className="category-badge self-start" style={card.category.badgeColors}>
            {card.category.name}
          </span>
        )}
        <h3 id={titleId} className="card-title">
          {card.title}
        </h3>
        {card.excerpt && <p className="card-excerpt">{card.excerpt}</p>}
        <div className="card-footer">
          <time dateTime={card.date.iso} className="text-muted-foreground">
            {card.date.label}
          </time>
          <Link href={articlePath(card.slug)} aria-describedby={titleId} className="card-link">
            Lire
            <ArrowRight aria-hidden className="size-4" />
            <LinkPendingSpinner />
          </Link>
        </div>
      </div>
    </article>
  );
}
