/** Where the public pages' script reports readings (src/browser/page-reading.ts → src/app/api/views). */
export const READINGS_ENDPOINT = '/api/views';
