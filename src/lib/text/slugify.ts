import { expandLigatures, foldAccents } from './fold-accents';

/**
 * URL slug from a title (spec section 5): lowercase, accents removed, only letters a-z, digits,
 * spaces and hyphens kept, spaces become hyphens, repeated hyphens collapse.
 */
export function slugify(text: string): string {
  return (
    foldAccents(expandLigatures(text.toLowerCase()))
      .replace(/[^a-z0-9\s-]/g, '')
      .replace(/\s+/g, '-')
      .replace(/-+/g, '-')
      // Beyond the spec: a URL segment never starts or ends with a hyphen (e.g. "Quoi ?" → "quoi").
      .replace(/^-|-$/g, '')
  );
}
