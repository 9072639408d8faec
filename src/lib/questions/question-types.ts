/** Readers' questions as the pages receive them (decision 043): plain shapes, the same on both engines. */
export const QUESTION_STATES = ['pending', 'published', 'refused', 'spam'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];

export const QUESTION_STATE_LABELS: Record<QuestionState, string> = {
  pending: 'En attente',
  published: 'Publiées',
  refused: 'Refusées',
  spam: 'Indésirables',
};

/** What the public article shows under it. */
export type PublicQuestion = {
  id: string;
  pseudonym: string;
  text: string;
  publishedAt: string;
  answer: { text: string; author: { name: string; title: string | null } | null; answeredAt: string } | null;
};

/** What the moderation page shows: never the reader's e-mail, only whether one was given. */
export type StaffQuestion = {
  id: string;
  postId: string;
  postTitle: string;
  postSlug: string;
  pseudonym: string;
  text: string;
  maskedCount: number;
  emergency: boolean;
  wantsAnswerMail: boolean;
  state: QuestionState;
  createdAt: string;
  moderatedAt: string | null;
  moderatedByName: string | null;
  answerText: string | null;
  answerAuthorId: string | null;
  answeredAt: string | null;
  answeredByName: string | null;
};

/** Refused and spam questions are deleted this long after they were moderated. */
export const DISCARDED_QUESTION_RETENTION_DAYS = 30;

/** At most one staff mail about new questions per this many minutes, across every process. */
export const QUESTION_MAIL_INTERVAL_MINUTES = 15;

/** « Réponse du Dr Nadia Démo »; « Réponse de Nadia » without a title; the practice without an author. */
export function answerHeading(author: { name: string; title: string | null } | null): string {
  if (!author) return 'Réponse du cabinet';
  return author.title ? `Réponse du ${author.title} ${author.name}` : `Réponse de ${author.name}`;
}
