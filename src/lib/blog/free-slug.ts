import { slugify } from '../text/slugify';

/**
 * The address segment of a category or tag (decision 048): its name slugified, then `-2`, `-3`…
 * when another one already uses it (« Couple & vie » and « Couple, vie » both give `couple-vie`).
 * A name with no usable letter falls back to `fallback`.
 */
export function freeSlug(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugify(name) || fallback;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
