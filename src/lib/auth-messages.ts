/**
 * What staff read when signing in or resetting a password (spec section 8 and our additions).
 * Shared by the server (429 answers) and the forms; the e2e tests read the spec, not this file.
 */
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
export const BAD_CREDENTIALS = 'Email ou mot de passe incorrect';
export const PASSWORD_TOO_SHORT = 'Le mot de passe doit contenir au moins 10 caractères.';
export const PASSWORDS_DIFFER = 'Les deux mots de passe ne correspondent pas.';
export const INVALID_LINK = 'Ce lien est invalide ou a expiré. Demandez un nouveau lien avec « Mot de passe oublié ? ».';

/** Better Auth error codes → the French message shown in the 'Erreur de connexion' toast. */
export function signInErrorMessage(error: { code?: string; status?: number; message?: string }): string {
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) return BAD_CREDENTIALS;
  if (error.code === 'INVALID_EMAIL') return 'Adresse email invalide';
  return error.message || BAD_CREDENTIALS;
}
