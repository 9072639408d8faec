import { auth } from '@/server/auth/auth';
import { secretOf, totpCode } from '../support/totp';
import { STRONG_PASSWORD, authRequest, fromAddress } from './auth-helpers';

/** `name=value` pairs of the cookies a response sets (expired ones left out), as a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/Max-Age=0\b/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * One auth request; an `x-forwarded-for` given here is the client's own address, as the socket
 * would give it (decision 012: the header alone is believed only from a trusted proxy).
 */
export async function call(pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const send = () => auth().handler(authRequest(pathname, body, headers));
  const address = headers['x-forwarded-for'];
  return address ? fromAddress(address, send) : send();
}

/**
 * Turns two-factor on for the member signed in with `cookie`, through HTTP as the account page
 * does: enable with the password, confirm with a first code. Returns the secret, the recovery
 * codes and the new session cookie (confirming replaces the session).
 */
export async function turnOnTwoFactor(cookie: string) {
  const address = '192.0.2.20';
  const enabled = await call(
    '/two-factor/enable',
    { password: STRONG_PASSWORD },
    { cookie, 'x-forwarded-for': address },
  );
  if (enabled.status !== 200) throw new Error(`enable answered ${enabled.status}: ${await enabled.text()}`);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const confirmed = await call(
    '/two-factor/verify-totp',
    { code: totpCode(secret) },
    { cookie, 'x-forwarded-for': address },
  );
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  return { secret, backupCodes, totpURI, cookie: cookiesFrom(confirmed) };
}

/** The password step: answers the response and the cookies it set (the challenge cookie when 2FA is on). */
export async function passwordStep(email: string, address: string) {
  const response = await call('/sign-in/email', { email, password: STRONG_PASSWORD }, { 'x-forwarded-for': address });
  return { response, body: (await response.json()) as Record<string, unknown>, cookie: cookiesFrom(response) };
}
