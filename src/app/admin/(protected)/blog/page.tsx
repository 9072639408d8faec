import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { Plus, Trash2 } from 'lucide-react';
import { AdminPostCard } from '@/components/admin/blog/admin-post-card';
import { BlogListFilters } from '@/components/admin/blog/blog-list-filters';
import { BlogListEmpty, BlogListLoadFailure } from '@/components/admin/blog/blog-list-states';
import { BlogPagination } from '@/components/admin/blog/blog-pagination';
import { BlogStats } from '@/components/admin/blog/blog-stats';
import { Button } from '@/components/ui/button';
import { ADMIN_BLOG_PAGE_SIZE, parseAdminBlogFilters, type AdminBlogFilters } from '@/lib/blog/admin-blog-filters';
import { isReviewDue, reviewDueCutoff } from '@/lib/blog/medical-review';
import { requireBlogManager } from '@/server/auth/session';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import {
  countPostsByStatusForStaff,
  countPostsDueForReviewForStaff,
  listPostsForStaff,
  totalViewsForStaff,
} from '@/server/blog/posts';
import { postIdsWithPendingChanges } from '@/server/blog/post-revisions';
import { listCategories } from '@/server/blog/taxonomy';
import { countPendingQuestionsForStaff } from '@/server/questions/staff-questions';
import { deletePostAction } from './actions';

export const metadata: Metadata = { title: 'Gestion du Blog' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function loadBlogList(filters: AdminBlogFilters, reviewCutoff: string) {
  try {
    const [list, counts, views, categories, reviewDue, pendingQuestions] = await Promise.all([
      listPostsForStaff({
        search: filters.q || undefined,
        status: filters.status === 'all' ? undefined : filters.status,
        categoryId: filters.category === 'all' ? undefined : filters.category,
        reviewDueBefore: filters.review === 'due' ? reviewCutoff : undefined,
        limit: ADMIN_BLOG_PAGE_SIZE,
        offset: (filters.page - 1) * ADMIN_BLOG_PAGE_SIZE,
      }),
      countPostsByStatusForStaff(),
      totalViewsForStaff(),
      listCategories(),
      countPostsDueForReviewForStaff(reviewCutoff),
      countPendingQuestionsForStaff(),
    ]);
    const pendingChanges = await postIdsWithPendingChanges(list.posts.map((post) => post.id));
    return { ok: true as const, list, counts, views, categories, reviewDue, pendingChanges, pendingQuestions };
  } catch (error) {
    logger.error({ err: error }, 'Loading the admin blog list failed');
    return { ok: false as const };
  }
}

export default async function AdminBlogPage({ searchParams }: Props) {
  await requireBlogManager();
  const filters = parseAdminBlogFilters(await searchParams);
  const now = new Date();
  const months = env().MEDICAL_REVIEW_INTERVAL_MONTHS;
  const data = await loadBlogList(filters, reviewDueCutoff(now, months));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Gestion du Blog</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <AdminLink href="/admin/blog/corbeille">
              <Trash2 aria-hidden />
              Corbeille
            </AdminLink>
          </Button>
          <Button asChild>
            <AdminLink href="/admin/blog/new">
              <Plus aria-hidden />
              Nouvel article
            </AdminLink>
          </Button>
        </div>
      </div>
      {!data.ok ? (
        <BlogListLoadFailure />
      ) : (
        <>
          <BlogStats
            counts={data.counts}
            views={data.views}
            categories={data.categories.length}
            reviewDue={data.reviewDue}
          />
          {data.pendingQuestions > 0 ? (
            <p className="rounded-lg border bg-card p-4 text-sm">
              <AdminLink href="/admin/commentaires" className="font-medium underline underline-offset-4">
                {data.pendingQuestions === 1
                  ? '1 question de lecteur à modérer'
                  : `${data.pendingQuestions} questions de lecteurs à modérer`}
              </AdminLink>
            </p>
          ) : null}
          <BlogListFilters filters={filters} categories={data.categories} />
          {data.list.posts.length === 0 ? (
            <BlogListEmpty />
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {data.list.total} article{data.list.total > 1 ? 's' : ''}
              </p>
              <div className="space-y-3">
                {data.list.posts.map((post) => (
                  <AdminPostCard
                    key={post.id}
                    post={post}
                    now={now}
                    reviewDue={isReviewDue(post, now, months)}
                    hasPendingChanges={data.pendingChanges.has(post.id)}
                    deletePost={deletePostAction}
                  />
                ))}
              </div>
              <BlogPagination filters={filters} total={data.list.total} />
            </>
          )}
        </>
      )}
    </div>
  );
}
