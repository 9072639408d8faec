import { Eye, FileCheck2, FilePen, FolderOpen, ShieldAlert } from 'lucide-react';
import type { PostStatus } from '@/lib/blog/post-types';

const numberFormat = new Intl.NumberFormat('fr-FR');

/** The counters above the list. */
export function BlogStats(stats: {
  counts: Record<PostStatus, number>;
  views: number;
  categories: number;
  reviewDue: number;
}) {
  const items = [
    { label: 'Articles publiés', value: stats.counts.published, Icon: FileCheck2 },
    { label: 'Brouillons', value: stats.counts.draft, Icon: FilePen },
    { label: 'Vues totales', value: stats.views, Icon: Eye },
    { label: 'Catégories', value: stats.categories, Icon: FolderOpen },
    { label: 'À relire', value: stats.reviewDue, Icon: ShieldAlert },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(({ label, value, Icon }) => (
        // A group inside <dl> may hold only its <dt> and <dd>: the icon sits in the <dt>, placed on the right.
        <div key={label} className="relative rounded-lg border bg-card p-4 pr-14">
          <dt className="text-sm text-muted-foreground">
            {label}
            <Icon aria-hidden className="absolute right-4 top-1/2 size-6 -translate-y-1/2 text-primary" />
          </dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{numberFormat.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
