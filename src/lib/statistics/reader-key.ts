import { createHmac } from 'node:crypto';

/**
 * The key that lets a reader count once per page and day (decision 045): an HMAC of the
 * address, the browser's name and what was counted, under a salt drawn for that day alone.
 * The address and the browser's name are never stored; the salt is deleted after two days,
 * after which no key can be linked to anyone, nor two days' keys to each other.
 */
export function readerKey(salt: string, reader: { address: string; userAgent: string }, subject: string): string {
  return createHmac('sha256', salt)
    .update(`${reader.address}\n${reader.userAgent}\n${subject}`)
    .digest('hex')
    .slice(0, 32);
}
