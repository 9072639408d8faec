'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/actions/taxonomy-admin';

export async function saveCategoryAction(values: unknown, id: unknown) {
  return runTaxonomySave(requireBlogManager, 'category', values, id);
}

export async function deleteCategoryAction(id: unknown) {
  return runTaxonomyDelete(requireBlogManager, 'category', id);
}
