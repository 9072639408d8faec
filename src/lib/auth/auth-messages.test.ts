import { BASE_ERROR_CODES } from 'better-auth';
import { describe, expect, it } from 'vitest';
import {
  BAD_CREDENTIALS,
  INVALID_LINK,
  RESET_MAIL_FAILED,
  SIGN_IN_FAILED,
  TOO_MANY_ATTEMPTS,
  authErrorMessage,
  signInErrorMessage,
} from './auth-messages';

const FALLBACK = 'Message de repli en français.';

describe('authErrorMessage', () => {
  it('never shows Better Auth’s English message, whatever the code', () => {
    for (const [code, { message }] of Object.entries(BASE_ERROR_CODES)) {
      const shown = authErrorMessage({ code, status: 400, message }, FALLBACK);
      expect(shown, code).not.toBe(message);
      expect(shown, code).not.toMatch(/\b(invalid|failed|not found|the|is|please)\b/i);
    }
    expect(
      authErrorMessage({ code: 'SOMETHING_NEW', status: 500, message: 'Something new went wrong' }, FALLBACK),
    ).toBe(FALLBACK);
    expect(authErrorMessage({ status: 500, message: 'Internal Server Error' }, FALLBACK)).toBe(FALLBACK);
    expect(authErrorMessage({ code: 'constructor', message: 'Prototype' }, FALLBACK)).toBe(FALLBACK);
  });

  it('explains a refused origin in French instead of "Invalid origin"', () => {
    const refused = authErrorMessage({ code: 'INVALID_ORIGIN', status: 403, message: 'Invalid origin' }, FALLBACK);
    expect(refused).toBe(
      'Connexion refusée depuis cette adresse. Ouvrez l’administration à l’adresse habituelle du site.',
    );
    expect(authErrorMessage({ code: 'MISSING_OR_NULL_ORIGIN', status: 403 }, FALLBACK)).toBe(refused);
  });

  it('says "too many attempts" for any 429 and "invalid link" for a bad reset token', () => {
    expect(authErrorMessage({ status: 429, message: 'Too many requests. Please try again later.' }, FALLBACK)).toBe(
      TOO_MANY_ATTEMPTS,
    );
    expect(authErrorMessage({ code: 'INVALID_TOKEN', status: 400, message: 'Invalid token' }, RESET_MAIL_FAILED)).toBe(
      INVALID_LINK,
    );
  });
});

describe('signInErrorMessage', () => {
  it('says "Email ou mot de passe incorrect" for bad credentials, coded or not', () => {
    expect(
      signInErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401, message: 'Invalid email or password' }),
    ).toBe(BAD_CREDENTIALS);
    expect(signInErrorMessage({ status: 401, message: 'Unauthorized' })).toBe(BAD_CREDENTIALS);
  });

  it('falls back to the spec’s unexpected-login text', () => {
    expect(signInErrorMessage({ status: 500, message: 'Failed to create session' })).toBe(SIGN_IN_FAILED);
  });
});
