import { z } from '@/lib/zod';
import { maskContacts } from './mask-contacts';
import { suggestsEmergency } from './emergency-words';
import { cleanQuestionLine, cleanQuestionText, countLinks } from './question-text';

/** The limits the form states (decision 043). */
export const PSEUDONYM_MAX = 40;
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1500;
export const QUESTION_LINKS_MAX = 1;
export const ANSWER_MAX = 5000;

const questionSchema = z.object({
  pseudonym: z
    .string()
    .transform(cleanQuestionLine)
    .pipe(
      z
        .string()
        .min(1, 'Indiquez un pseudonyme (pas votre nom complet).')
        .max(PSEUDONYM_MAX, `Le pseudonyme ne doit pas dépasser ${PSEUDONYM_MAX}\u00a0caractères.`),
    ),
  text: z
    .string()
    .transform(cleanQuestionText)
    .pipe(
      z
        .string()
        .min(QUESTION_MIN, `Votre question doit compter au moins ${QUESTION_MIN}\u00a0caractères.`)
        .max(QUESTION_MAX, `Votre question ne doit pas dépasser ${QUESTION_MAX}\u00a0caractères.`)
        .refine((text) => countLinks(text) <= QUESTION_LINKS_MAX, 'Votre question contient trop de liens\u00a0: un seul au plus.'),
    ),
  email: z
    .string()
    .transform((value) => cleanQuestionLine(value))
    .pipe(z.union([z.literal(''), z.email('Cette adresse e-mail n’est pas valide.').max(254, 'Cette adresse e-mail est trop longue.')])),
});

export type QuestionFormValues = { pseudonym: string; text: string; email: string };

/** What is stored: masked, cleaned, with what the reader is told at once. */
export type NewQuestion = { pseudonym: string; text: string; maskedCount: number; emergency: boolean; notifyEmail: string | null };

export type QuestionFormResult = { ok: true; question: NewQuestion } | { ok: false; fieldErrors: Partial<Record<keyof QuestionFormValues, string>> };

/** Reads the three fields from any record (a form post's fields are strings or missing). */
export function parseQuestionForm(values: Record<string, unknown>): QuestionFormResult {
  const input = { pseudonym: text(values.pseudonym), text: text(values.text), email: text(values.email) };
  const parsed = questionSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<keyof QuestionFormValues, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof QuestionFormValues;
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const pseudonym = maskContacts(parsed.data.pseudonym);
  const body = maskContacts(parsed.data.text);
  return {
    ok: true,
    question: {
      pseudonym: pseudonym.text,
      text: body.text,
      maskedCount: pseudonym.masked + body.masked,
      // Read on what the reader typed, before masking: the words matter, not the numbers.
      emergency: suggestsEmergency(parsed.data.text),
      notifyEmail: parsed.data.email === '' ? null : parsed.data.email.toLowerCase(),
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The staff's edit before approving, and the answer. */
export const moderationTextSchema = z
  .string()
  .transform(cleanQuestionText)
  .pipe(z.string().min(1, 'Le texte ne peut pas être vide.').max(QUESTION_MAX, `Le texte ne doit pas dépasser ${QUESTION_MAX}\u00a0caractères.`));

export const answerTextSchema = z
  .string()
  .transform(cleanQuestionText)
  .pipe(z.string().min(1, 'Écrivez la réponse.').max(ANSWER_MAX, `La réponse ne doit pas dépasser ${ANSWER_MAX}\u00a0caractères.`));
