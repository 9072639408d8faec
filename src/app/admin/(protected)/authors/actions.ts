'use server';

import { requireBlogManager } from '@/server/auth/session';
import { taxonomyDeleteAction, taxonomySaveAction } from '@/server/actions/taxonomy-admin';

export const saveAuthorAction = taxonomySaveAction(requireBlogManager, 'author');

export const deleteAuthorAction = taxonomyDeleteAction(requireBlogManager, 'author');
