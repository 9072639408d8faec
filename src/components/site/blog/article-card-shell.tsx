import Link from 'next/link';
import type { ReactNode } from 'react';
import { ResponsivePicture } from '@/components/site/responsive-picture';
import { CARD_IMAGE_SIZES } from '@/lib/media/responsive-image';
import { CARD_BOX, type CardData } from './card-data';

/**
 * The markup every article card shares (the /blog grid, the recommended carousel): the image, the
 * category badge, then the card's own title, the excerpt, then its own footer.
 */
export function ArticleCardShell(props: {
  card: CardData;
  className: string;
  eager?: boolean;
  title: ReactNode;
  footer: ReactNode;
}) {
  const { card } = props;
  return (
    <article className={props.className}>
      <ResponsivePicture
        src={card.image}
        responsive={card.picture}
        alt={card.imageAlt ?? card.title}
        sizes={CARD_IMAGE_SIZES}
        box={CARD_BOX}
        loading={props.eager ? 'eager' : 'lazy'}
        className="card-image"
      />
      <div className="card-body">
        {card.category && (
          // Above the title link stretched over the card, so the badge leads to its topic page (decision 048).
          <Link
            href={card.category.href}
            className="category-badge relative z-10 self-start hover:underline"
            style={card.category.badgeColors}
          >
            {card.category.name}
          </Link>
        )}
        {props.title}
        {card.excerpt && <p className="card-excerpt">{card.excerpt}</p>}
        {props.footer}
      </div>
    </article>
  );
}
