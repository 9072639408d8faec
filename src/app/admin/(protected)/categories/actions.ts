'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/blog/taxonomy-admin';

export async function saveCategoryAction(values: unknown, id: unknown) {
  await requireBlogManager();
  return runTaxonomySave('category', values, id);
}

export async function deleteCategoryAction(id: unknown) {
  await requireBlogManager();
  return runTaxonomyDelete('category', id);
}
