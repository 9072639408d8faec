import { expandLigatures, foldAccents } from '../text/fold-accents';

/**
 * Words that suggest an emergency in a reader's question (decision 043). A question waits for a
 * person before anything is published, which may take days: a reader who writes about ending
 * their life, chest pain or heavy bleeding is shown the emergency numbers at once, whatever
 * happens to the question. The list errs on the side of showing them: a false alarm costs a line
 * of text, a miss could cost more.
 */
const EMERGENCY_PATTERNS: RegExp[] = [
  /\bsuicid/,
  /\b(me|se|nous|te) (tuer|suicider|pendre|jeter)\b/,
  /\ben finir\b/,
  /\bmettre fin a (ma|mes|sa) (vie|jours)\b/,
  /\bidees? noires?\b/,
  /\b(envie|veux|voudrais) (de )?mourir\b/,
  /\bplus envie de vivre\b/,
  /\boverdose\b/,
  /\b(avale|pris) (toute|toutes|tous|une boite)\b/,
  /\bhemorragie\b/,
  /\bsaigne(ment)? (beaucoup|abondant|enormement|sans arret)\b/,
  /\bdouleurs? (dans la |a la |de )?poitrine\b/,
  /\bdouleurs? thoracique/,
  /\b(n'arrive plus a|ne peux plus|du mal a) respirer\b/,
  /\betouffe\b/,
  /\b(perte de connaissance|evanoui|inconscient)/,
  /\b(paralyse|paralysie)\b/,
  /\bavc\b/,
  /\b(viol|violee?|agressee?|agression sexuelle)\b/,
  /\b(frappe|bat|battue?) (par )?(mon|ma|moi)\b/,
  /\burgence\b/,
];

function normalized(text: string): string {
  return expandLigatures(foldAccents(text)).toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ');
}

export function suggestsEmergency(text: string): boolean {
  const plain = normalized(text);
  return EMERGENCY_PATTERNS.some((pattern) => pattern.test(plain));
}
