import { AdminLink } from '@/components/admin/admin-link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { ADMIN_BLOG_PAGE_SIZE, adminBlogHref, type AdminBlogFilters } from '@/lib/blog/admin-blog-filters';
import { blogPageCount } from '@/lib/blog/blog-pagination';
import { cn } from '@/lib/utils';

export function BlogPagination({ filters, total }: { filters: AdminBlogFilters; total: number }) {
  const pages = blogPageCount(total, ADMIN_BLOG_PAGE_SIZE);
  if (pages <= 1) return null;
  const link = (page: number, label: string, Icon: typeof ChevronLeft, iconAfter = false) =>
    page < 1 || page > pages ? (
      <span aria-disabled className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}>
        {!iconAfter && <Icon aria-hidden />}
        {label}
        {iconAfter && <Icon aria-hidden />}
      </span>
    ) : (
      <AdminLink
        href={adminBlogHref({ ...filters, page })}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {!iconAfter && <Icon aria-hidden />}
        {label}
        {iconAfter && <Icon aria-hidden />}
      </AdminLink>
    );
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      {link(filters.page - 1, 'Précédent', ChevronLeft)}
      <p className="text-sm text-muted-foreground">
        Page {Math.min(filters.page, pages)} sur {pages}
      </p>
      {link(filters.page + 1, 'Suivant', ChevronRight, true)}
    </nav>
  );
}
