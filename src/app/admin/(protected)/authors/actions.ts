'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/actions/taxonomy-admin';

export async function saveAuthorAction(values: unknown, id: unknown) {
  return runTaxonomySave(requireBlogManager, 'author', values, id);
}

export async function deleteAuthorAction(id: unknown) {
  return runTaxonomyDelete(requireBlogManager, 'author', id);
}
