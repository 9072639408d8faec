'use server';

import { requireBlogManager } from '@/server/auth/session';
import { taxonomyDeleteAction, taxonomySaveAction } from '@/server/actions/taxonomy-admin';

export const saveTagAction = taxonomySaveAction(requireBlogManager, 'tag');

export const deleteTagAction = taxonomyDeleteAction(requireBlogManager, 'tag');
