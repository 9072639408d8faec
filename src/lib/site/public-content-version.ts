/**
 * The app setting that changes whenever anything a public page shows changes. Every app process
 * compares it with the one its cached pages were rendered under, so a change made through one
 * process reaches the caches of all of them (Next's own revalidation reaches only its own). Any
 * program that changes public content in the database directly must write a new value too.
 */
export const PUBLIC_CONTENT_VERSION_KEY = 'public_content_version';
