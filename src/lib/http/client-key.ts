import { createHmac } from 'node:crypto';

/**
 * The one hash of a client (decision 069): an HMAC of its address (IPv6 already grouped by /64,
 * src/server/auth/client-address.ts) and of what is counted, under a salt drawn for one day alone.
 * Only the address: a browser's name is the client's to choose, and one address rotating it would
 * count as many readers. The address is never stored; once the day's salt is deleted, no key can
 * be linked to anyone, nor two days' keys to each other.
 */
export function clientKey(salt: string, address: string, subject = ''): string {
  return createHmac('sha256', salt).update(`${address}\n${subject}`).digest('base64url').slice(0, 32);
}
