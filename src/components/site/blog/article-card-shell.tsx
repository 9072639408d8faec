import type { ReactNode } from 'react';
import type { CardData } from './card-data';

/**
 * The markup every article card shares (the /blog grid, the recommended carousel): the image, the
 * category badge, then the card's own title, the excerpt, then its own footer.
 */
export function ArticleCardShell(props: { card: CardData; className: string; eager?: boolean; title: ReactNode; footer: ReactNode }) {
  const { card } = props;
  return (
    <article className={props.className}>
      <img
        src={card.image}
        alt={card.imageAlt ?? card.title}
        width={1200}
        height={630}
        loading={props.eager ? 'eager' : 'lazy'}
        decoding="async"
        className="card-image"
      />
      <div className="card-body">
        {card.category && (
          <span className="category-badge self-start" style={card.category.badgeColors}>
            {card.category.name}
          </span>
        )}
        {props.title}
        {card.excerpt && <p className="card-excerpt">{card.excerpt}</p>}
        {props.footer}
      </div>
    </article>
  );
}
