'use client';

import { ArticleCard } from './article-card';
import type { CardData } from './card-data';

/** The grid's cards, rendered from their data so their markup is not in the payload (decision 019). */
export function ArticleCardList({ cards, eagerCount }: { cards: CardData[]; eagerCount: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => (
        <ArticleCard key={card.slug} card={card} eager={index < eagerCount} />
      ))}
    </div>
  );
}
