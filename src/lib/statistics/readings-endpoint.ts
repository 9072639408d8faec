/** Where the public pages' script reports readings (src/browser/page-reading.ts → src/app/api/views). */
export const READINGS_ENDPOINT = '/api/views';

/** A reading sends a path, a referrer and a kind: well under a kilobyte. Anything bigger is refused unread. */
export const READING_BODY_LIMIT = 4 * 1024;
