'use server';

import { requireBlogManager } from '@/server/auth/session';
import { taxonomyDeleteAction, taxonomySaveAction } from '@/server/actions/taxonomy-admin';

export const saveCategoryAction = taxonomySaveAction(requireBlogManager, 'category');

export const deleteCategoryAction = taxonomyDeleteAction(requireBlogManager, 'category');
