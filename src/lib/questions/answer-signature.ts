import { ownAuthorId } from '../blog/own-author';

/**
 * Who signs an answer to a reader (« Réponse du Dr … »): the signed-in staff member's own author
 * profile, the one linked to their account by its e-mail, as for medical reviews (decision 036).
 * Nobody may sign in another's name, and a member without a profile is asked to create one,
 * prefilled from their account, never handed another author such as a demo one.
 */
export type AnswerSignature =
  | { kind: 'own'; authorId: string; label: string }
  | { kind: 'none'; prefill: { name: string; email: string } };

export function answerSignature(
  authors: readonly { id: string; email: string | null; label: string }[],
  staff: { name: string; email: string },
): AnswerSignature {
  const authorId = ownAuthorId(authors, staff.email);
  const own = authors.find((author) => author.id === authorId);
  return own
    ? { kind: 'own', authorId: own.id, label: own.label }
    : { kind: 'none', prefill: { name: staff.name, email: staff.email } };
}

/** The Auteurs page opening the new-author form prefilled with the member's name and e-mail. */
export const OWN_AUTHOR_PROFILE_PATH = '/admin/authors?nouveau=moi';

export const NO_AUTHOR_PROFILE_MESSAGE =
  'Pour signer une réponse, créez d’abord votre profil d’auteur (il est prérempli avec votre nom et votre e-mail).';
