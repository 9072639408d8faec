import { NEW_ARTICLE_SLOT } from '../blog/autosave';
import { foldAccents } from '../text/fold-accents';
import { z } from '../forms/zod';

/**
 * What uses an upload: an article (featured image, body, staged changes or an autosave; `id` is
 * NEW_ARTICLE_SLOT for an article being written) or an author (photo).
 */
export type MediaUse = { kind: 'article' | 'author'; id: string; title: string };

/** How a use is named for an article not created yet, known only by an editor's autosave. */
export const NEW_ARTICLE_TITLE = 'Nouvel article en cours de rédaction';

/** One stored upload, as its row reads (docs/decisions/041). */
export type BlogImage = {
  id: string;
  filename: string;
  original_name: string;
  url: string;
  file_size: number;
  mime_type: string;
  /** The stored original's size and its web widths; null until made. */
  width: number | null;
  height: number | null;
  widths: number[] | null;
  alt_text: string | null;
};

/** One upload as the médiathèque shows it: the stored upload, when it came and who uses it. */
export type MediaItem = BlogImage & {
  created_at: string;
  /** « 26 novembre 2026 », written by the server (decision 027). */
  created_label: string;
  used_by: MediaUse[];
};

/** What the picker hands to the form or the body editor. */
export type PickedMedia = { url: string; alt: string; width: number | null; height: number | null };

const NBSP = '\u00a0';

/** A weight in French: « 840 ko », « 1,2 Mo » (1 ko = 1024 octets, as file managers count). */
export function formatWeight(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}${NBSP}ko`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}${NBSP}Mo`;
}

const comparable = (text: string) => foldAccents(text).toLowerCase();

/** The uploads whose name or alternative text contains `query` (accents and case ignored), optionally only unused ones. */
export function filterMedia(items: readonly MediaItem[], query: string, unusedOnly: boolean): MediaItem[] {
  const wanted = comparable(query.trim());
  return items.filter(
    (item) =>
      (!unusedOnly || item.used_by.length === 0) &&
      (!wanted || comparable(`${item.original_name} ${item.alt_text ?? ''}`).includes(wanted)),
  );
}

/** Where a use is changed in the back office. */
export function mediaUseHref(use: MediaUse): string {
  if (use.kind === 'author') return '/admin/authors';
  return use.id === NEW_ARTICLE_SLOT ? '/admin/blog/new' : `/admin/blog/edit/${use.id}`;
}

const quoted = (use: MediaUse) => `«${NBSP}${use.title}${NBSP}»`;

/** The refusal of a delete while articles or authors use the image, naming them. */
export function mediaInUseMessage(uses: readonly MediaUse[]): string {
  if (uses.some((use) => use.kind === 'author')) {
    const places = uses.map((use) =>
      use.kind === 'author' ? `la fiche de l’auteur ${quoted(use)}` : `l’article ${quoted(use)}`,
    );
    return `Image utilisée par ${places.join(', ')}${NBSP}: retirez-la avant de la supprimer.`;
  }
  const names = uses.map(quoted).join(', ');
  return uses.length === 1
    ? `Image utilisée par l’article ${names}${NBSP}: retirez-la de l’article avant de la supprimer.`
    : `Image utilisée par les articles ${names}${NBSP}: retirez-la de ces articles avant de la supprimer.`;
}

export const MEDIA_ALT_MAX = 250;

/** The text typed when an upload is inserted in an article, for its médiathèque item. */
export const insertedAltSchema = z.object({
  url: z.string().max(500),
  alt: z.string().trim().min(1).max(MEDIA_ALT_MAX),
});

export const mediaAltSchema = z.object({
  id: z.uuid(),
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX, `Le texte alternatif ne peut pas dépasser ${MEDIA_ALT_MAX} caractères`)
    .transform((alt) => alt || null),
});
