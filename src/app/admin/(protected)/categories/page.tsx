import type { Metadata } from 'next';
import { TaxonomyManager } from '@/components/admin/taxonomy/taxonomy-manager';
import { requireBlogManager } from '@/server/auth/session';
import { listCategoriesWithUsage } from '@/server/blog/taxonomy';
import { deleteCategoryAction, saveCategoryAction } from '../taxonomy-actions';

export const metadata: Metadata = { title: 'Catégories' };

export default async function CategoriesPage() {
  await requireBlogManager();
  const categories = await listCategoriesWithUsage();
  return (
    <TaxonomyManager
      kind="category"
      items={categories}
      actions={{ save: saveCategoryAction, remove: deleteCategoryAction }}
    />
  );
}
