'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/actions/taxonomy-admin';

export async function saveTagAction(values: unknown, id: unknown) {
  return runTaxonomySave(requireBlogManager, 'tag', values, id);
}

export async function deleteTagAction(id: unknown) {
  return runTaxonomyDelete(requireBlogManager, 'tag', id);
}
