import Link from 'next/link';
import type { CategoryRef } from '@/lib/blog/post-types';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { categoryPath } from '@/lib/site/site-paths';
import { cn } from '@/lib/utils';

/** The category in its own colour on a faint wash of it (spec section 9), a link to its topic page (decision 048). */
export function CategoryBadge({ category, className }: { category: CategoryRef | null; className?: string }) {
  if (!category) return null;
  return (
    <Link
      href={categoryPath(category.slug)}
      className={cn('category-badge hover:underline', className)}
      style={categoryBadgeColors(category.color)}
    >
      {category.name}
    </Link>
  );
}
