import 'server-only';
import { getIP } from 'better-auth/api';
import { auth } from './auth';

/**
 * The visitor's address, read as the sign-in limits read it: the X-Forwarded-For that the nginx
 * recipe of deploy/ overwrites with the real peer (a single value), IPv6 grouped by /64.
 * Without it, every visitor shares one address, as they do for the sign-in limits.
 */
export function clientAddress(request: Request): string {
  return getIP(request, auth().options) || 'unknown-address';
}
