'use server';

import { revalidatePath } from 'next/cache';
import { refusal } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { z } from '@/lib/forms/zod';
import { displayName } from '@/lib/blog/author-display';
import { answerSignature, NO_AUTHOR_PROFILE_MESSAGE } from '@/lib/questions/answer-signature';
import { answerTextSchema, moderationTextSchema } from '@/lib/questions/question-form';
import { staffAction } from '@/server/actions/staff-action';
import { requireBlogManager } from '@/server/auth/session';
import { listAuthors } from '@/server/blog/taxonomy';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';
import { articleUrlForMail, mailAnswerToReader } from '@/server/questions/answer-mail';
import {
  answerQuestion,
  approveQuestion,
  deleteQuestion,
  discardQuestion,
  MaskedQuestionError,
} from '@/server/questions/staff-questions';

/**
 * Moderation of readers' questions (decision 043), for admins and editors. Each action records
 * who and when in the repository; the public pages follow through the content version.
 */
const GONE = 'Cette question n’existe plus.';
const INVALID = 'Certains champs sont à corriger.';
const FAILED = 'L’opération n’a pas abouti. Veuillez réessayer.';

function afterChange(): void {
  revalidateRouterAfterPublicChange();
  revalidatePath('/admin', 'layout');
}

const questionId = z.uuid();
const failure = (log: string) => ({ message: FAILED, log, context: (id: unknown) => ({ questionId: id }) });
const gone = (done: unknown, message: string) => (done ? { ok: true as const, message } : refusal(GONE));

/** Publishes the question, with the moderator's edit of its text when one is sent (null: as it is). */
export const approveQuestionAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown, editedText: unknown) => ({ id, text: editedText }),
  schema: z.object({ id: questionId, text: moderationTextSchema.nullable() }),
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'id') ? refusal(GONE) : refusedForm(error, ['text'], INVALID),
  run: async ({ id, text }, staff) =>
    gone(await approveQuestion(id, staff, text ?? undefined), 'La question est publiée sous l’article.'),
  revalidate: afterChange,
  failure: {
    ...failure('Approving a question failed'),
    refusal: (error) => (error instanceof MaskedQuestionError ? error.message : undefined),
  },
});

/** Refused or spam: the same hiding and 30-day retention, told apart for the moderation tabs. */
const DISCARDED: Record<'refused' | 'spam', string> = {
  refused: 'La question est refusée\u00a0: elle sera supprimée dans 30\u00a0jours.',
  spam: 'La question est classée comme indésirable\u00a0: elle sera supprimée dans 30\u00a0jours.',
};

/** Refuses the question or marks it as spam; no other state goes through here. */
export const discardQuestionAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown, state: unknown) => ({ id, state }),
  schema: z.object({ id: questionId, state: z.enum(['refused', 'spam']) }),
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'id') ? refusal(GONE) : refusal('Cette décision n’existe pas.'),
  run: async ({ id, state }, staff) => gone(await discardQuestion(id, state, staff), DISCARDED[state]),
  revalidate: afterChange,
  failure: failure('Discarding a question failed'),
});

const answerSchema = z.object({ id: questionId, text: answerTextSchema });

/**
 * The answer, signed by the member's own author profile whatever the browser sent (decision 036),
 * published with its question; the reader is told once if they asked.
 */
export const answerQuestionAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown, values: unknown) => ({ ...(typeof values === 'object' && values !== null ? values : {}), id }),
  schema: answerSchema,
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'id') ? refusal(GONE) : refusedForm(error, ['text'], INVALID),
  run: async ({ id, text }, staff) => {
    const signature = answerSignature(
      (await listAuthors()).map((author) => ({ ...author, label: displayName(author) })),
      staff,
    );
    if (signature.kind === 'none') return refusal(NO_AUTHOR_PROFILE_MESSAGE);
    const change = await answerQuestion(id, { text, authorId: signature.authorId }, staff);
    if (!change) return refusal(GONE);
    afterChange();
    if (change.notifyEmail) await mailAnswerToReader(change.notifyEmail, articleUrlForMail(change.postSlug));
    return {
      ok: true,
      message: change.notifyEmail
        ? 'La réponse est publiée\u00a0; le lecteur en est averti par e-mail.'
        : 'La réponse est publiée avec la question.',
    };
  },
  failure: failure('Answering a question failed'),
});

export const deleteQuestionAction = staffAction({
  guard: requireBlogManager,
  input: (id: unknown) => ({ id }),
  schema: z.object({ id: questionId }),
  invalid: GONE,
  run: async ({ id }) => gone(await deleteQuestion(id), 'La question est supprimée.'),
  revalidate: afterChange,
  failure: failure('Deleting a question failed'),
});
