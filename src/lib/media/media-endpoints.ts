/** The médiathèque as JSON (src/app/api/admin/medias/route.ts), read by the picker. */
export const MEDIA_LIST_ENDPOINT = '/api/admin/medias';
