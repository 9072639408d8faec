import { expandLigatures, foldAccents } from '@/lib/text/fold-accents';

/** A page of our own site the link picker offers (decision 040). */
export type LinkTarget = { kind: 'Article' | 'Guide' | 'Service'; label: string; href: string };

const folded = (text: string) => expandLigatures(foldAccents(text)).toLowerCase();

/** The targets whose name or address contains every word typed, accents and case ignored. */
export function searchLinkTargets(targets: readonly LinkTarget[], query: string, limit = 8): LinkTarget[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return targets.slice(0, limit);
  return targets
    .filter((target) => words.every((word) => folded(`${target.label} ${target.href}`).includes(word)))
    .slice(0, limit);
}
