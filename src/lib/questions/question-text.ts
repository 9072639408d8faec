/**
 * What a reader types, made inert and plain before it is checked and stored (decision 043).
 * Questions are shown as text, never as HTML or Markdown, so a script or a link in them is only
 * words on the page; what could still mislead a reader is removed here: bidirectional overrides
 * (which can make « moc.elpmaxe » read as a harmless address), zero-width and control characters.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\ufff0-\ufff8\ud800-\udfff]/gu;

/** A multi-line text: invisible characters removed, line ends unified, at most one blank line in a row. */
export function cleanQuestionText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line text (the pseudonym): the same, on one line. */
export function cleanQuestionLine(text: string): string {
  return cleanQuestionText(text).replace(/\s+/g, ' ');
}

const LINK = /\b(?:https?:\/\/|www\.)|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|xyz|top|shop|ma|fr)\b(?:\/|\s|$)/giu;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
