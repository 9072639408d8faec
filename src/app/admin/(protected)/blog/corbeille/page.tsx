import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { RestorePostButton } from '@/components/admin/blog/restore-post-button';
import { Button } from '@/components/ui/button';
import { canManageStaff } from '@/lib/auth/staff-account';
import { purgeNotice, TRASH_RETENTION_DAYS } from '@/lib/blog/trash';
import { requireBlogManager } from '@/server/auth/session';
import { listTrash } from '@/server/blog/trash';
import { restorePostAction } from '../actions';

export const metadata: Metadata = { title: 'Corbeille' };

/** The deleted articles, for 30 days: every blog manager sees them, only admins restore them. */
export default async function BlogTrashPage() {
  const staff = await requireBlogManager();
  const trashed = await listTrash();
  // The rule of `requireAdmin`, which guards the restore action itself.
  const canRestore = canManageStaff(staff);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Corbeille</h1>
        <Button asChild variant="outline">
          <AdminLink href="/admin/blog">
            <ArrowLeft aria-hidden />
            Gestion du Blog
          </AdminLink>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        {`Un article supprimé reste ici ${TRASH_RETENTION_DAYS}\u00a0jours, hors du site, puis il est supprimé définitivement.`}
        {canRestore ? '' : ' Seul un administrateur peut le restaurer.'}
      </p>
      {trashed.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed p-10 text-center">
          <Trash2 aria-hidden className="size-10 text-muted-foreground" />
          <h2 className="mt-4 text-lg font-semibold">La Corbeille est vide</h2>
        </div>
      ) : (
        <ul className="space-y-3">
          {trashed.map((article) => (
            <li
              key={article.id}
              data-testid="trashed-article"
              className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-card p-4"
            >
              <div>
                <h2 className="font-semibold">{article.title}</h2>
                <p className="text-sm text-muted-foreground">{purgeNotice(article.deleted_at)}</p>
              </div>
              {canRestore ? (
                <RestorePostButton id={article.id} title={article.title} restorePost={restorePostAction} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
