/**
 * The app setting that changes whenever anything a public page shows changes. Every app process
 * compares it with the one its cached pages were rendered under, so a change made through one
 * process reaches the caches of all of them (Next's own revalidation reaches only its own). Any
 * program that changes public content in the database directly must write a new value too.
 */
export const PUBLIC_CONTENT_VERSION_KEY = 'public_content_version';

/**
 * What every cached page was rendered under: the database's public content version (changed by
 * every back-office change) and the next instant at which public pages change by themselves (a
 * scheduled article going live), or null when nothing is waiting.
 */
export type ContentStamp = { version: string; nextChangeAt: number | null };
