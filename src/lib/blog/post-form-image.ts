/** The featured image upload rules shared by the editor (checked before sending) and the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'L’image ne peut pas dépasser 5\u00a0Mo.';
export const UPLOAD_ENDPOINT = '/api/admin/uploads';
/** Request header carrying the file's original name (URI-encoded: headers are ASCII). */
export const FILE_NAME_HEADER = 'x-file-name';

/** Widths the server makes of every upload: the article page uses the large one, cards the small one. */
export const IMAGE_WIDTHS = { large: 1600, card: 800 } as const;

// The storage key of an upload (see uniqueImageKey), bare or at the end of its public address.
const UPLOADED_NAME = /^((?:.*\/)?\d{13}-[0-9a-f]{12})\.(jpg|jpeg|png|webp)$/;

/**
 * The name of the card-sized copy of one of our uploads, as a storage key or a public address
 * (`…/1700000000000-0123456789ab.jpg` → `…/1700000000000-0123456789ab-w800.jpg`): the upload
 * stores the copy under it and cards show it. Any other name is returned unchanged.
 */
export function cardImageName(name: string): string {
  const match = UPLOADED_NAME.exec(name);
  return match ? sizedCopyName(match[1]!, IMAGE_WIDTHS.card, match[2]!) : name;
}

/** The name of an upload's copy `width` pixels wide (`<stem>-w<width>.<ext>`, docs/decisions/041). */
export function sizedCopyName(stem: string, width: number, extension: string): string {
  return `${stem}-w${width}.${extension}`;
}
