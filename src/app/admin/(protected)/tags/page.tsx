import type { Metadata } from 'next';
import { TaxonomyManager } from '@/components/admin/taxonomy/taxonomy-manager';
import { requireBlogManager } from '@/server/auth/session';
import { listTagsWithUsage } from '@/server/blog/taxonomy';
import { deleteTagAction, saveTagAction } from '../taxonomy-actions';

export const metadata: Metadata = { title: 'Étiquettes' };

export default async function TagsPage() {
  await requireBlogManager();
  const tags = await listTagsWithUsage();
  return <TaxonomyManager kind="tag" items={tags} actions={{ save: saveTagAction, remove: deleteTagAction }} />;
}
