'use server';

import { requireBlogManager } from '@/server/auth/session';
import { taxonomyDeleteAction, taxonomySaveAction } from '@/server/actions/taxonomy-admin';

/** The server actions of the Catégories, Étiquettes and Auteurs pages (and the editor's tag creator). */
export const saveCategoryAction = taxonomySaveAction(requireBlogManager, 'category');
export const deleteCategoryAction = taxonomyDeleteAction(requireBlogManager, 'category');

export const saveTagAction = taxonomySaveAction(requireBlogManager, 'tag');
export const deleteTagAction = taxonomyDeleteAction(requireBlogManager, 'tag');

export const saveAuthorAction = taxonomySaveAction(requireBlogManager, 'author');
export const deleteAuthorAction = taxonomyDeleteAction(requireBlogManager, 'author');
