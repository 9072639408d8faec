import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './staff-account';

/**
 * What staff read when signing in or resetting a password (spec section 8 and our additions).
 * Shared by the server (429 answers) and the forms; the e2e tests read the spec, not this file.
 */
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
export const BAD_CREDENTIALS = 'Email ou mot de passe incorrect';
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const PASSWORD_TOO_COMMON =
  'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez une phrase de plusieurs mots, sans rapport avec le cabinet.';
export const PASSWORDS_DIFFER = 'Les deux mots de passe ne correspondent pas.';
export const INVALID_LINK =
  'Ce lien est invalide ou a expiré. Demandez un nouveau lien avec « Mot de passe oublié ? ».';
export const SIGN_IN_FAILED = 'Une erreur s’est produite lors de la connexion';
export const RESET_MAIL_FAILED = 'Une erreur est survenue lors de l’envoi de l’email.';
export const PASSWORD_NOT_SAVED = 'Le mot de passe n’a pas pu être enregistré. Veuillez réessayer.';
export const SIGN_OUT_FAILED = 'Veuillez réessayer.';
export const SERVER_DISK_FULL =
  'Le disque du serveur est plein : rien ne peut être enregistré pour le moment. Prévenez l’administrateur du site.';
export const SERVER_DATABASE_UNAVAILABLE =
  'La base de données est momentanément indisponible : la connexion n’est pas possible pour le moment. Réessayez dans un instant.';

const FOREIGN_ADDRESS =
  'Connexion refusée depuis cette adresse. Ouvrez l’administration à l’adresse habituelle du site.';
const SESSION_ENDED = 'Votre session a expiré. Veuillez vous reconnecter.';
const INCOMPLETE_REQUEST = 'Les informations envoyées sont incomplètes ou invalides.';

/** Better Auth's codes that a staff member's own actions can produce; the rest get a form's fallback. */
const MESSAGES_BY_CODE: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: BAD_CREDENTIALS,
  INVALID_EMAIL: 'Adresse email invalide',
  INVALID_PASSWORD: 'Mot de passe actuel incorrect.',
  INVALID_TOKEN: INVALID_LINK,
  TOKEN_EXPIRED: INVALID_LINK,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG: `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_LENGTH} caractères.`,
  INVALID_ORIGIN: FOREIGN_ADDRESS,
  MISSING_OR_NULL_ORIGIN: FOREIGN_ADDRESS,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: FOREIGN_ADDRESS,
  INVALID_CALLBACK_URL: FOREIGN_ADDRESS,
  INVALID_REDIRECT_URL: FOREIGN_ADDRESS,
  SESSION_EXPIRED: SESSION_ENDED,
  SESSION_NOT_FRESH: SESSION_ENDED,
  FAILED_TO_GET_SESSION: SESSION_ENDED,
  VALIDATION_ERROR: INCOMPLETE_REQUEST,
  MISSING_FIELD: INCOMPLETE_REQUEST,
  BODY_MUST_BE_AN_OBJECT: INCOMPLETE_REQUEST,
  DISK_FULL: SERVER_DISK_FULL,
  DATABASE_UNAVAILABLE: SERVER_DATABASE_UNAVAILABLE,
};

export type AuthError = { code?: string; status?: number; message?: string };

/**
 * The French text for an error answered by Better Auth. Its own messages are English, so they
 * are never shown: an unknown code gets the form's French fallback.
 */
export function authErrorMessage(error: AuthError, fallback: string): string {
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  return (error.code && Object.hasOwn(MESSAGES_BY_CODE, error.code) && MESSAGES_BY_CODE[error.code]) || fallback;
}

/** The description of the 'Erreur de connexion' toast. */
export function signInErrorMessage(error: AuthError): string {
  if (error.status === 401 && !(error.code && Object.hasOwn(MESSAGES_BY_CODE, error.code))) return BAD_CREDENTIALS;
  return authErrorMessage(error, SIGN_IN_FAILED);
}
