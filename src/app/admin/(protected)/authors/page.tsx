import type { Metadata } from 'next';
import { TaxonomyManager } from '@/components/admin/taxonomy/taxonomy-manager';
import { requireBlogManager } from '@/server/auth/session';
import { listAuthorsWithUsage } from '@/server/blog/taxonomy';
import { deleteAuthorAction, saveAuthorAction } from './actions';

export const metadata: Metadata = { title: 'Auteurs' };

export default async function AuthorsPage() {
  await requireBlogManager();
  const authors = await listAuthorsWithUsage();
  return (
    <TaxonomyManager kind="author" items={authors} actions={{ save: saveAuthorAction, remove: deleteAuthorAction }} />
  );
}
