import { z } from '@/lib/forms/zod';
import { MASK, maskContacts } from './mask-contacts';
import { suggestsEmergency } from './emergency-words';
import { cleanQuestionLine, cleanQuestionText, countLinks } from './question-text';

/** The limits the form states (decision 043). */
export const PSEUDONYM_MAX = 40;
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1500;
export const QUESTION_LINKS_MAX = 1;
export const ANSWER_MAX = 5000;

/** Typed text, made plain by `clean` before `schema` checks it. */
const cleaned = (clean: (text: string) => string, schema: z.ZodType<string, string>) =>
  z.string().transform(clean).pipe(schema);

/** A field a form post may omit or send twice: anything but one string reads as empty. */
const posted = <Output>(schema: z.ZodType<Output, string>) =>
  z.preprocess((value) => (typeof value === 'string' ? value : ''), schema);

/**
 * The reader's question as the public form posts it: the article's slug (hidden), a pseudonym, the
 * text, and an e-mail only if the reader wants to be told of the answer. Field names are those of
 * the form (`champ-<name>` ids, decision 039).
 */
export const questionFormSchema = z.object({
  article: posted(z.string().max(200)),
  pseudonyme: posted(
    cleaned(
      cleanQuestionLine,
      z
        .string()
        .min(1, 'Indiquez un pseudonyme (pas votre nom complet).')
        .max(PSEUDONYM_MAX, `Le pseudonyme ne doit pas dépasser ${PSEUDONYM_MAX}\u00a0caractères.`),
    ),
  ),
  question: posted(
    cleaned(
      cleanQuestionText,
      z
        .string()
        .min(QUESTION_MIN, `Votre question doit compter au moins ${QUESTION_MIN}\u00a0caractères.`)
        .max(QUESTION_MAX, `Votre question ne doit pas dépasser ${QUESTION_MAX}\u00a0caractères.`)
        .refine(
          (text) => countLinks(text) <= QUESTION_LINKS_MAX,
          'Votre question contient trop de liens\u00a0: un seul au plus.',
        ),
    ),
  ),
  email: posted(
    cleaned(
      cleanQuestionLine,
      z.union([
        z.literal(''),
        z.email('Cette adresse e-mail n’est pas valide.').max(254, 'Cette adresse e-mail est trop longue.'),
      ]),
    ),
  ),
});

export type QuestionFormData = z.infer<typeof questionFormSchema>;

/**
 * The checked form as it is stored: phone numbers and addresses masked, the emergency words read
 * (what the reader is told at once), the e-mail kept only if one was given.
 */
export function toNewQuestion(data: QuestionFormData) {
  const pseudonym = maskContacts(data.pseudonyme);
  const body = maskContacts(data.question);
  return {
    pseudonym: pseudonym.text,
    text: body.text,
    maskedCount: pseudonym.masked + body.masked,
    // Read on what the reader typed, before masking: the words matter, not the numbers.
    emergency: suggestsEmergency(data.question),
    notifyEmail: data.email === '' ? null : data.email.toLowerCase(),
  };
}
export type NewQuestion = ReturnType<typeof toNewQuestion>;

/** The staff's edit before approving, and the answer. */
/** What staff read when a question still shows a masked contact. */
export const MASKED_QUESTION_MESSAGE = `Réécrivez d’abord la phrase qui contient «\u00a0${MASK}\u00a0» («\u00a0Modifier puis approuver\u00a0»)\u00a0: elle ne peut pas être publiée telle quelle.`;

export const moderationTextSchema = cleaned(
  cleanQuestionText,
  z
    .string()
    .min(1, 'Le texte ne peut pas être vide.')
    .max(QUESTION_MAX, `Le texte ne doit pas dépasser ${QUESTION_MAX}\u00a0caractères.`)
    .refine((text) => !text.includes(MASK), MASKED_QUESTION_MESSAGE),
);

export const answerTextSchema = cleaned(
  cleanQuestionText,
  z
    .string()
    .min(1, 'Écrivez la réponse.')
    .max(ANSWER_MAX, `La réponse ne doit pas dépasser ${ANSWER_MAX}\u00a0caractères.`),
);
