import 'server-only';
import { getIP } from 'better-auth/api';

type AuthOptions = Parameters<typeof getIP>[1];

/**
 * The visitor's address, as the sign-in limits and the view counter read it: the X-Forwarded-For
 * that the nginx recipe of deploy/ overwrites with the real peer (a single value), IPv6 grouped
 * by /64. Without it, every visitor shares one address. Takes Better Auth's options rather than
 * importing auth.ts, which imports the sign-in limits that use it.
 */
export function clientAddress(request: Request, options: AuthOptions): string {
  return getIP(request, options) || 'unknown-address';
}
