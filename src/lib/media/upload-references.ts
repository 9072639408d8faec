/**
 * Which uploads a stored text names (an article body, a staged edit, an autosaved form, an
 * author's photo address), by the stem they share with every copy: the original
 * `1763700000000-0123456789ab.jpg` and its responsive copies `…-w480.webp` alike, in any of the
 * text's formats, and through a %-encoded address the server would decode to the same file.
 */
const UPLOAD_REFERENCE = /(\d{13}-[0-9a-f]{12})(?:-w\d{1,5})?\.(?:jpg|jpeg|png|webp)/g;

// Decoded once, as the server decodes a requested path; only ASCII bytes can spell a key.
function decodedAscii(text: string): string {
  return text.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The stems of the uploads `text` refers to, each once. */
export function uploadStemsIn(text: string): Set<string> {
  const stems = new Set<string>();
  for (const version of [text, decodedAscii(text)]) {
    for (const match of version.matchAll(UPLOAD_REFERENCE)) stems.add(match[1]!);
  }
  return stems;
}
