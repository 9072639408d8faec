import { z } from '@/lib/forms/zod';
import { postFormValuesSchema, type PostFormValues } from './post-form';

/**
 * The editor's autosave (decision 022): the form as typed, kept apart from the article
 * for one staff member and one article (or the new-article form), until a real save or 'Ignorer'.
 */

/** The slot of the new-article form; an article's slot is its id. */
export const NEW_ARTICLE_SLOT = 'new';
export const AUTOSAVE_DELAY_MS = 3000;
/** A failed autosave is sent again after this long, key or no key: the writer may be reading back. */
export const AUTOSAVE_RETRY_MS = 30_000;
/** Autosaves older than this are pruned whenever one is written. */
export const AUTOSAVE_RETENTION_DAYS = 30;
/** The editor refuses content above 960,000 bytes of JSON (decision 016); the rest of the form fits in the margin. */
export const AUTOSAVE_MAX_BYTES = 1_048_576;
export const AUTOSAVE_PATH = '/api/admin/autosaves';

export const AUTOSAVE_TOO_LARGE_MESSAGE = 'Le brouillon est trop volumineux pour être enregistré automatiquement.';
export const AUTOSAVE_INVALID_MESSAGE = 'Brouillon illisible : rien n’a été enregistré.';
export const AUTOSAVE_POST_GONE_MESSAGE = 'Cet article n’existe plus';

export const autosaveSlotSchema = z.union([z.literal(NEW_ARTICLE_SLOT), z.uuid()]);

const isoInstant = z.iso.datetime({ offset: true });

/** What the editor sends: the slot is in the query, the rest in the JSON body. */
export const autosaveWriteSchema = z.object({
  slot: autosaveSlotSchema,
  baseUpdatedAt: isoInstant.nullable(),
  values: postFormValuesSchema,
});
export type AutosaveWrite = z.output<typeof autosaveWriteSchema>;

/** An autosave as the editor receives it (from the server) or keeps it (in the browser). */
export const autosaveDraftSchema = z.object({
  values: postFormValuesSchema,
  /** ISO instant the copy was taken. */
  savedAt: isoInstant,
  /** The article's updated_at the form was opened from (null: new article). */
  baseUpdatedAt: isoInstant.nullable(),
});
export type AutosaveDraft = z.output<typeof autosaveDraftSchema>;

/** The article the form shows when opened: its values and updated_at (null for the new-article form). */
export type OpenedArticle = { values: PostFormValues; updatedAt: string | null };

/** Key order never matters: two forms with the same values give the same text. */
export function formFingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(formFingerprint).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${formFingerprint(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Offer 'Restaurer' only for an autosave that says something the article does not, and that is
 * not outdated by a later save: taken from the version now stored, or after its last save. On
 * the new-article form any autosave that differs from the empty form counts.
 */
export function isAutosaveWorthRestoring(draft: AutosaveDraft, article: OpenedArticle): boolean {
  if (formFingerprint(draft.values) === formFingerprint(article.values)) return false;
  if (article.updatedAt === null) return true;
  if (draft.baseUpdatedAt !== null && Date.parse(draft.baseUpdatedAt) === Date.parse(article.updatedAt)) return true;
  return Date.parse(draft.savedAt) > Date.parse(article.updatedAt);
}

/** The copy to offer among the server's and this browser's: the newest worth restoring, or null. */
export function autosaveToOffer(candidates: Array<AutosaveDraft | null>, article: OpenedArticle): AutosaveDraft | null {
  const worth = candidates.filter(
    (draft): draft is AutosaveDraft => draft !== null && isAutosaveWorthRestoring(draft, article),
  );
  worth.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  return worth[0] ?? null;
}

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** `clock`: when, as the server wrote it in its answer ('14:32', decision 027). */
  | { kind: 'saved'; clock: string }
  | { kind: 'offline' }
  | { kind: 'expired' }
  /** `reason`: the server's French explanation when it gave one (database unavailable, disk full). */
  | { kind: 'failed'; reason?: string };

/** The line the editor shows for the autosave (null: nothing to say yet). */
export function autosaveStatusText(state: AutosaveState): string | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'pending':
      return 'Enregistrement automatique en attente…';
    case 'saving':
      return 'Enregistrement automatique…';
    case 'saved':
      return `Enregistré automatiquement à ${state.clock}`;
    case 'offline':
      return 'Hors ligne : les modifications sont conservées dans ce navigateur';
    case 'expired':
      return 'Votre session a expiré : reconnectez-vous pour continuer. Les modifications sont conservées dans ce navigateur.';
    case 'failed':
      return state.reason
        ? `${state.reason} Les modifications sont conservées dans ce navigateur.`
        : 'L’enregistrement automatique a échoué : les modifications sont conservées dans ce navigateur';
  }
}

/** The French explanation of a refused autosave, from the route's JSON answer `{ error }`, if any. */
export function autosaveRefusalReason(answer: unknown): string | undefined {
  return z.object({ error: z.string().trim().min(1) }).safeParse(answer).data?.error;
}

const LOCAL_AUTOSAVE_PREFIX = 'cabinet:autosave:';

/** This browser's copy of one staff member's form for one slot. */
export function localAutosaveKey(userId: string, slot: string): string {
  return `${LOCAL_AUTOSAVE_PREFIX}${userId}:${slot}`;
}

/**
 * This browser's copy set aside for one staff member and slot: an autosave offered, left
 * unanswered while the writer typed on. Outside the autosave prefix, so signing out does not send it.
 */
export function olderDraftKey(userId: string, slot: string): string {
  return `cabinet:older-draft:${userId}:${slot}`;
}

/** The member and slot a key of this browser's storage holds a copy for; null for any other key. */
export function localAutosaveOwner(key: string): { userId: string; slot: string } | null {
  if (!key.startsWith(LOCAL_AUTOSAVE_PREFIX)) return null;
  const rest = key.slice(LOCAL_AUTOSAVE_PREFIX.length);
  const separator = rest.indexOf(':');
  if (separator <= 0 || separator === rest.length - 1) return null;
  return { userId: rest.slice(0, separator), slot: rest.slice(separator + 1) };
}
