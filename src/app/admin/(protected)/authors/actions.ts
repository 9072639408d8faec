'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/blog/taxonomy-admin';

export async function saveAuthorAction(values: unknown, id: unknown) {
  await requireBlogManager();
  return runTaxonomySave('author', values, id);
}

export async function deleteAuthorAction(id: unknown) {
  await requireBlogManager();
  return runTaxonomyDelete('author', id);
}
