import type { CategoryRef } from '@/lib/blog/post-types';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { cn } from '@/lib/utils';

/** The category in its own colour on a faint wash of it (spec section 9). */
export function CategoryBadge({ category, className }: { category: CategoryRef | null; className?: string }) {
  if (!category) return null;
  return (
    <span className={cn('category-badge', className)} style={categoryBadgeColors(category.color)}>
      {category.name}
    </span>
  );
}
