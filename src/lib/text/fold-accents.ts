/**
 * The text without its accents ("Échographie" → "Echographie"), for comparisons and slugs that
 * ignore them. Case is kept: callers lowercase when they need to.
 */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', Œ: 'OE', Æ: 'AE' };

/** Ligatures are letters, not accents: folding leaves them, so "cœur" needs this to meet "coeur". */
export function expandLigatures(text: string): string {
  return text.replace(/[œæŒÆ]/g, (ligature) => LIGATURES[ligature] ?? ligature);
}
