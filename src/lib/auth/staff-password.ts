import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary } from '@zxcvbn-ts/language-fr';
import { PASSWORD_TOO_COMMON } from './auth-messages';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './staff-account';
import { z } from '../forms/zod';

/**
 * zxcvbn's score (0–4) below which a staff password is refused: under 3 it can be found in fewer
 * than 10⁸ guesses (decision 032).
 */
const MIN_PASSWORD_SCORE = 3;

/**
 * Characters estimated: the estimate's cost grows faster than the length (a 72-character phrase
 * took 2.5 s), and 32 characters that resist guessing make the whole password resist it.
 */
const ESTIMATED_LENGTH = 32;

/** Words of this site a member might build a password on, guessed like dictionary words. */
const SITE_WORDS = [
  'cabinet',
  'médical',
  'medical',
  'médecin',
  'medecin',
  'docteur',
  'clinique',
  'santé',
  'sante',
  'casablanca',
  'maroc',
];

let estimator: ZxcvbnFactory | undefined;

/**
 * The estimator over the breached-password list (passwords-common, 49k), French words, first
 * names and surnames, keyboard layouts (AZERTY included) and the site's words. Built on first
 * use: the lists take a few megabytes, and only a password change needs them. Server side only:
 * never imported by a browser component.
 */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...frenchDictionary, site: SITE_WORDS },
    graphs: adjacencyGraphs,
    maxLength: ESTIMATED_LENGTH,
  });
  return estimator;
}

/**
 * What a guesser tries first for a password built on a phrase: without its case, its spaces and
 * the year or counter at its end (« Mot De Passe 2024 » → « motdepasse »). zxcvbn counts each of
 * them as guesses of their own, which lifts such variants over the bar.
 */
function guessersForm(password: string): string {
  return password
    .toLowerCase()
    .replace(/\s+/gu, '')
    .replace(/(?<!\d)\d{1,4}$/u, '');
}

function scoresUnderTheBar(password: string): boolean {
  return passwordEstimator().check(password).score < MIN_PASSWORD_SCORE;
}

/**
 * Decision 032: a staff password is refused when it is a common or breached password, or one
 * easily derived from them (a word with digits or symbols around it, a keyboard row, a
 * repetition, a sequence, a date, spaces or capitals inside it): zxcvbn's score under
 * MIN_PASSWORD_SCORE, for the password or its guesser's form.
 */
export function isGuessablePassword(password: string): boolean {
  if (scoresUnderTheBar(password)) return true;
  const guessed = guessersForm(password);
  return guessed !== '' && guessed !== password && scoresUnderTheBar(guessed);
}

/** Every path that sets a staff password checks it with this schema or with `isGuessablePassword`. */
export const staffPasswordSchema = z
  .string({ error: 'Le mot de passe est obligatoire.' })
  .min(MIN_PASSWORD_LENGTH, { error: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.` })
  .max(MAX_PASSWORD_LENGTH, { error: `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_LENGTH} caractères.` })
  // A length refusal says it all: the estimate runs only on a password of an allowed length.
  .refine(
    (password) =>
      password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH || !isGuessablePassword(password),
    {
      error: PASSWORD_TOO_COMMON,
    },
  );
