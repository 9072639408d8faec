'use server';

import { requireBlogManager } from '@/server/auth/session';
import { runTaxonomyDelete, runTaxonomySave } from '@/server/blog/taxonomy-admin';

export async function saveTagAction(values: unknown, id: unknown) {
  await requireBlogManager();
  return runTaxonomySave('tag', values, id);
}

export async function deleteTagAction(id: unknown) {
  await requireBlogManager();
  return runTaxonomyDelete('tag', id);
}
