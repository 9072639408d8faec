'use server';

import { revalidatePath } from 'next/cache';
import { answerTextSchema, moderationTextSchema } from '@/lib/questions/question-form';
import { z } from '@/lib/zod';
import { runAction, type ActionFailure } from '@/server/actions/run-action';
import { requireBlogManager } from '@/server/auth/session';
import { articleUrlForMail, mailAnswerToReader } from '@/server/questions/answer-mail';
import { answerQuestion, approveQuestion, deleteQuestion, discardQuestion } from '@/server/questions/staff-questions';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';

/**
 * Moderation of readers' questions (decision 043), for admins and editors. Each action records
 * who and when in the repository; the public pages follow through the content version.
 */
export type ModerationResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

const GONE = 'Cette question n’existe plus.';
const INVALID = 'Certains champs sont à corriger.';

const refused = (message: string, fieldErrors: Record<string, string> = {}): ModerationResult => ({ ok: false, message, fieldErrors });

function failure(log: string, questionId: unknown): ActionFailure<ModerationResult> {
  return { answer: (message) => refused(message), message: 'L’opération n’a pas abouti. Veuillez réessayer.', log, context: { questionId } };
}

function afterChange(): void {
  revalidateRouterAfterPublicChange();
  revalidatePath('/admin', 'layout');
}

const questionId = z.uuid();

/** Publishes the question, with the moderator's edit of its text when one is sent (null: as it is). */
export async function approveQuestionAction(id: unknown, editedText: unknown): Promise<ModerationResult> {
  return runAction<ModerationResult>(
    async () => {
      const staff = await requireBlogManager();
      const parsedId = questionId.safeParse(id);
      if (!parsedId.success) return refused(GONE);
      let text: string | undefined;
      if (editedText !== null) {
        const parsed = moderationTextSchema.safeParse(editedText);
        if (!parsed.success) return refused(INVALID, { text: parsed.error.issues[0]!.message });
        text = parsed.data;
      }
      if (!(await approveQuestion(parsedId.data, staff, text))) return refused(GONE);
      afterChange();
      return { ok: true, message: 'La question est publiée sous l’article.' };
    },
    failure('Approving a question failed', id),
  );
}

export async function refuseQuestionAction(id: unknown): Promise<ModerationResult> {
  return runAction<ModerationResult>(
    async () => {
      const staff = await requireBlogManager();
      const parsedId = questionId.safeParse(id);
      if (!parsedId.success || !(await discardQuestion(parsedId.data, 'refused', staff))) return refused(GONE);
      afterChange();
      return { ok: true, message: 'La question est refusée\u00a0: elle sera supprimée dans 30\u00a0jours.' };
    },
    failure('Refusing a question failed', id),
  );
}

export async function markQuestionAsSpamAction(id: unknown): Promise<ModerationResult> {
  return runAction<ModerationResult>(
    async () => {
      const staff = await requireBlogManager();
      const parsedId = questionId.safeParse(id);
      if (!parsedId.success || !(await discardQuestion(parsedId.data, 'spam', staff))) return refused(GONE);
      afterChange();
      return { ok: true, message: 'La question est classée comme indésirable\u00a0: elle sera supprimée dans 30\u00a0jours.' };
    },
    failure('Marking a question as spam failed', id),
  );
}

const answerSchema = z.object({ text: answerTextSchema, authorId: z.uuid('Choisissez l’auteur qui signe la réponse.') });

/** The answer, signed by an author, published with its question; the reader is told once if they asked. */
export async function answerQuestionAction(id: unknown, values: unknown): Promise<ModerationResult> {
  return runAction<ModerationResult>(
    async () => {
      const staff = await requireBlogManager();
      const parsedId = questionId.safeParse(id);
      if (!parsedId.success) return refused(GONE);
      const parsed = answerSchema.safeParse(values);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
        return refused(INVALID, fieldErrors);
      }
      const change = await answerQuestion(parsedId.data, parsed.data, staff);
      if (!change) return refused(GONE);
      afterChange();
      if (change.notifyEmail) await mailAnswerToReader(change.notifyEmail, articleUrlForMail(change.postSlug));
      return { ok: true, message: change.notifyEmail ? 'La réponse est publiée\u00a0; le lecteur en est averti par e-mail.' : 'La réponse est publiée avec la question.' };
    },
    failure('Answering a question failed', id),
  );
}

export async function deleteQuestionAction(id: unknown): Promise<ModerationResult> {
  return runAction<ModerationResult>(
    async () => {
      await requireBlogManager();
      const parsedId = questionId.safeParse(id);
      if (!parsedId.success || !(await deleteQuestion(parsedId.data))) return refused(GONE);
      afterChange();
      return { ok: true, message: 'La question est supprimée.' };
    },
    failure('Deleting a question failed', id),
  );
}
