'use server';

import { z } from '@/lib/forms/zod';
import { requireBlogManager } from '@/server/auth/session';
import {
  EVERYDAY_WORD_GONE_MESSAGE,
  removeEverydayWord,
  saveEverydayWord,
} from '@/server/actions/everyday-words-admin';
import { staffAction } from '@/server/actions/staff-action';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';

export const saveEverydayWordAction = staffAction({
  guard: requireBlogManager,
  input: (values: unknown, id: unknown) => ({ values, id }),
  schema: z.object({ values: z.unknown(), id: z.uuid().nullable() }),
  invalid: EVERYDAY_WORD_GONE_MESSAGE,
  run: ({ values, id }) => saveEverydayWord(values, id),
  revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
  failure: {
    message: 'Impossible d’enregistrer',
    log: 'Saving an everyday word failed',
    context: (_values, id) => ({ id }),
  },
});

export const deleteEverydayWordAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown) => ({ id }),
  schema: z.object({ id: z.uuid() }),
  invalid: EVERYDAY_WORD_GONE_MESSAGE,
  run: ({ id }) => removeEverydayWord(id),
  revalidate: (result) => result.ok && revalidateRouterAfterPublicChange(),
  failure: {
    message: 'Impossible de supprimer',
    log: 'Deleting an everyday word failed',
    context: (id) => ({ id }),
  },
});
