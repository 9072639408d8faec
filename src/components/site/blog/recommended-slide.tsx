import Link from 'next/link';
import { ArrowRight } from '@/components/site/icons';
import { articlePath } from '@/lib/site-paths';
import { ResponsivePicture } from '@/components/site/responsive-picture';
import { CARD_IMAGE_SIZES } from '@/lib/media/responsive-image';
import { CARD_BOX, type CardData } from './card-data';
import { LinkPendingSpinner } from './link-pending-spinner';

/** One article of the recommended carousel. */
export function RecommendedSlide({ card }: { card: CardData }) {
  const titleId = `recommande-${card.slug}`;
  return (
    <article className="card-shell h-full">
      <ResponsivePicture
        src={card.image}
        responsive={card.picture}
        alt={card.imageAlt ?? card.title}
        sizes={CARD_IMAGE_SIZES}
        box={CARD_BOX}
        loading={'lazy'}
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
