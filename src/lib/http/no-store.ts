/**
 * The one Cache-Control of every answer that is not a public page (decision 038): a staff
 * member's data, a refusal, a count. Neither the browser nor a shared cache keeps it (DESIGN.md,
 * "Caching": person-specific responses are `private, no-store`).
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export const NO_STORE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': PRIVATE_NO_STORE };

/**
 * The front server's answers that are the same for everyone but must not be kept (a not-found
 * page, a malformed address, a page being rebuilt): no-store without `private`, as the tests of
 * decision 030 read them.
 */
export const NO_STORE = 'no-store';
