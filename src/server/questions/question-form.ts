import 'server-only';
import { QUESTION_MAX, PSEUDONYM_MAX, questionFormSchema, toNewQuestion } from '@/lib/questions/question-form';
import { moderationHref } from '@/lib/questions/moderation-filters';
import { QUESTION_MESSAGES } from '@/lib/questions/question-messages';
import { articlePath } from '@/lib/site/site-paths';
import { definePublicForm, PublicFormRefusal } from '@/server/public-forms/public-form';
import { runInBackground } from '@/server/background-task';
import { submitQuestion } from './public-questions';
import { announcePendingQuestions, deleteExpiredQuestions } from './question-upkeep';

/**
 * Readers' questions under articles on the paved path of public forms (decision 039): same
 * origin, bounded body, hidden field, fill time, proof of work, limits and idempotency come from
 * there; this is the schema, the handler and where to go back (decision 043).
 */
export const questionForm = definePublicForm({
  name: 'question',
  action: '/api/questions',
  alert: { formLabel: 'question de lecteur', inboxPath: moderationHref({ state: 'pending', postId: null, page: 1 }) },
  schema: questionFormSchema,
  fields: [
    {
      name: 'pseudonyme',
      label: 'Pseudonyme',
      kind: 'text',
      required: true,
      maxLength: PSEUDONYM_MAX,
      autocomplete: 'nickname',
    },
    { name: 'question', label: 'Votre question', kind: 'textarea', required: true, maxLength: QUESTION_MAX },
    {
      name: 'email',
      label: 'E-mail, seulement pour être averti de la réponse (facultatif)',
      kind: 'email',
      autocomplete: 'email',
    },
  ],
  backTo: (values) => `${articlePath(values.article ?? '')}`,
  // Room for the longest question in any script, percent-encoded.
  bodyLimit: 32 * 1024,
  handle: async (values, { now }) => {
    const question = toNewQuestion(values);
    const stored = await submitQuestion(values.article, question, now);
    if (!stored) throw new PublicFormRefusal(400, QUESTION_MESSAGES.closed);
    // The app's own upkeep, with no cron job, after the answer: staff told (at most once a quarter of
    // an hour), old refusals deleted. The question is stored; the back office's counter shows it
    // whatever happens there.
    if (!stored.duplicate)
      runInBackground('Upkeep after a new question', {}, async () => {
        await announcePendingQuestions(now);
        await deleteExpiredQuestions(now);
      });
    return { message: question.emergency ? QUESTION_MESSAGES.sentEmergency : QUESTION_MESSAGES.sent };
  },
});
