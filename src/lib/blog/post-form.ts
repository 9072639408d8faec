import type { ActionResult } from '@/lib/actions/action-result';
import { z } from '@/lib/forms/zod';
import { dateTimeLocalValueToIso, toDateTimeLocalValue } from '../text/french-dates';
import { POST_STATUSES, type ArticleSnapshot, type PostStatus } from './post-types';
import { firstErrorPerField } from '../forms/form-errors';
import { isSitePath, isWebAddress } from '../site/same-site-address';
import { withoutForbiddenCharacters } from '../text/xml-characters';
import { bodyBeyondBounds, bodyBoundsMessage } from './article-body/body-bounds';

/**
 * The article editor's form: one zod schema checked in the browser and again by the save action,
 * with the French messages shown next to the fields. Only the fields listed here are ever written
 * (the whitelist of spec section 5); anything else in a request is dropped by the schema.
 */

export const SEO_TITLE_ADVICE = 60;
/** Hard limits, shown as counters in the editor and refused beyond, never cut (docs/decisions/041). */
export const TITLE_MAX = 200;
export const SLUG_MAX = 200;
export const SEO_DESCRIPTION_ADVICE = 160;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_TIME_LOCAL_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

// Publication dates a practice's blog can mean: a real calendar day within these years.
const FIRST_SCHEDULE_YEAR = 2000;
const LAST_SCHEDULE_YEAR = 2100;

function isPlausibleSchedule(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_SCHEDULE_YEAR && year <= LAST_SCHEDULE_YEAR && dateTimeLocalValueToIso(value) !== null;
}

/**
 * The save travels as a server action, whose body Next caps at 1 MB: 500,000 characters of
 * accented or escaped text can pass that. The content's JSON-encoded size is checked so the form
 * says "trop long" beside the field instead of the request failing; the rest leaves room for
 * the other fields.
 */
const CONTENT_MAX_ENCODED_BYTES = 960_000;
const encodedBytes = (value: string) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * 'Sauvegarder' saves a draft, 'Publier' publishes now (spec section 4). For a published article
 * (decision 020) 'Enregistrer sans publier' stages the changes as a pending revision and 'Publier les
 * modifications' puts them live, both keeping the original publication date.
 */
export const SAVE_INTENTS = ['save', 'publish', 'stage', 'publish_changes'] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

export const MAX_SOURCES = 30;

/**
 * What the editor holds, as typed: strings for inputs (empty = none), booleans for switches.
 * Without the save's rules, so that an autosave keeps half-written values as they are.
 */
export const postFormValuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featured_image_url: z.string(),
  featured_image_alt: z.string(),
  status: z.enum(POST_STATUSES),
  /** `<input type="datetime-local">` value in Casablanca wall time, or '' when there is none. */
  scheduled_at: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  author_id: z.string(),
  category_id: z.string(),
  featured: z.boolean(),
  allow_comments: z.boolean(),
  tag_ids: z.array(z.string()).max(100),
  /** The intended reviewer: choosing one does not make the article reviewed (decision 036). */
  reviewer_id: z.string(),
  sources: z
    .array(z.object({ title: z.string(), url: z.string(), publisher: z.string(), year: z.string() }))
    .max(MAX_SOURCES),
});

export type PostFormValues = z.output<typeof postFormValuesSchema>;
/** One row of the "Sources" editor, as typed (the year too). */
export type SourceFormValues = PostFormValues['sources'][number];

export type PostFormField = keyof PostFormValues;
export type PostFieldErrors = Partial<Record<PostFormField, string>>;

/** What the editor's save action answers: the saved article, or the French errors to show. */
export type SavePostActionResult = ActionResult<
  {
    created: boolean;
    id: string;
    slug: string;
    status: PostStatus;
    version: number;
    pending: boolean;
    /** A scheduled time typed on a day the clock changes: which instant was understood (clockChangeNote). */
    scheduleNote: string | null;
  },
  { conflict: EditConflict }
>;

/** 'Abandonner les modifications en attente': the live article's form when it worked. */
export type DiscardPendingResult = ActionResult<{ live: PostFormValues }>;

/**
 * Someone else saved since this form was opened: who, when, the text now stored (what the editor
 * would load) and the version to send back to overwrite it knowingly.
 */
export type EditConflict = {
  by: string;
  /** When, in Casablanca time as the server writes it (see ReviewLink's labels). */
  atLabel: string;
  version: number;
  stored: PostFormValues;
};

const optionalText = (max: number, label: string) =>
  withoutForbiddenCharacters(z.string().trim().max(max, `${label} ne peut pas dépasser ${max} caractères`)).transform(
    (value) => (value === '' ? null : value),
  );

const optionalId = z
  .string()
  .trim()
  .max(64)
  .transform((value) => (value === '' ? null : value));

// An image comes from our uploads (a path on this site) or from an https address; never a
// javascript: or data: URL that would end up in an <img src>.
export const imageUrlField = withoutForbiddenCharacters(z.string().trim().max(2000))
  .refine((value) => value === '' || isSitePath(value) || isWebAddress(value), {
    message: 'L’adresse de l’image n’est pas valide',
  })
  .transform((value) => (value === '' ? null : value));

export const sourceSchema = z.object({
  title: withoutForbiddenCharacters(
    z.string().trim().min(1, 'le titre est obligatoire').max(300, 'le titre ne peut pas dépasser 300 caractères'),
  ),
  url: z
    .string()
    .trim()
    .max(2000, 'l’adresse est trop longue')
    .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value), {
      message: 'l’adresse doit être un lien complet commençant par https://',
    }),
  publisher: withoutForbiddenCharacters(
    z.string().trim().max(200, 'l’éditeur ne peut pas dépasser 200 caractères'),
  ).transform((value) => (value === '' ? null : value)),
  year: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= 2100), {
      message: 'l’année doit s’écrire avec quatre chiffres',
    })
    .transform((value) => (value === '' ? null : Number(value))),
});

// Each row's first problem, named by its position so the editor says which source to fix.
const sourcesSchema = z
  .array(z.unknown())
  .max(MAX_SOURCES, `Pas plus de ${MAX_SOURCES} sources par article`)
  .transform((rows, context) =>
    rows.map((row, index) => {
      const parsed = sourceSchema.safeParse(row);
      if (parsed.success) return parsed.data;
      context.addIssue({
        code: 'custom',
        message: `Source ${index + 1} : ${parsed.error.issues[0]?.message ?? 'invalide'}`,
      });
      return z.NEVER;
    }),
  );

export const postFormSchema = z.object({
  title: withoutForbiddenCharacters(
    z
      .string()
      .trim()
      .min(1, 'Le titre est obligatoire')
      .max(TITLE_MAX, `Le titre ne peut pas dépasser ${TITLE_MAX} caractères`),
  ),
  slug: z
    .string()
    .trim()
    .max(SLUG_MAX, `L’adresse de la page ne peut pas dépasser ${SLUG_MAX} caractères`)
    .refine((value) => value === '' || SLUG_PATTERN.test(value), {
      message:
        'L’adresse de la page ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets',
    }),
  excerpt: optionalText(1000, 'L’extrait'),
  content: withoutForbiddenCharacters(
    z.string().trim().min(1, 'Le contenu est obligatoire').max(500_000, 'Le contenu est trop long'),
  )
    .refine((value) => encodedBytes(value) <= CONTENT_MAX_ENCODED_BYTES, {
      message: 'Le contenu est trop long (1 Mo au maximum une fois enregistré)',
    })
    // Whatever way it was written (editor, « Source HTML », a paste, a restored revision), the
    // body is saved through this form: beyond these bounds no page could render it cheaply.
    .superRefine((value, context) => {
      const breach = bodyBeyondBounds(value);
      if (breach) context.addIssue({ code: 'custom', message: bodyBoundsMessage(breach) });
    }),
  featured_image_url: imageUrlField,
  featured_image_alt: optionalText(300, 'Le texte alternatif'),
  status: z.enum(POST_STATUSES, { message: 'Statut inconnu' }),
  scheduled_at: z
    .string()
    .trim()
    .refine((value) => value === '' || (DATE_TIME_LOCAL_PATTERN.test(value) && isPlausibleSchedule(value)), {
      message: 'La date de publication n’est pas valide',
    })
    .transform((value) => (value === '' ? null : dateTimeLocalValueToIso(value))),
  meta_title: optionalText(300, 'Le titre SEO'),
  meta_description: optionalText(500, 'La description SEO'),
  author_id: optionalId,
  category_id: optionalId,
  featured: z.boolean(),
  allow_comments: z.boolean(),
  tag_ids: z
    .array(z.string().trim().min(1).max(64))
    .max(100)
    .transform((ids) => [...new Set(ids)]),
  reviewer_id: optionalId,
  sources: sourcesSchema,
});

export type ParsedPostForm = z.output<typeof postFormSchema>;

/** Zod issues as one French message per field (the first one found). */
export function fieldErrorsOf(error: z.ZodError): PostFieldErrors {
  return firstErrorPerField(error, postFormSchema.keyof().options);
}

/**
 * The editor's form once a save is answered: what was stored, except the fields changed while the
 * save was on its way, which stay as typed (and unsaved). The body is the body editor's: it hands
 * over what it holds when the keys pause, so the form always takes the stored one.
 */
export function formAfterSave(
  current: PostFormValues,
  submitted: PostFormValues,
  stored: PostFormValues,
): PostFormValues {
  const typedSince = (Object.keys(stored) as PostFormField[]).filter(
    (field) => field !== 'content' && current[field] !== submitted[field],
  );
  return { ...stored, ...Object.fromEntries(typedSince.map((field) => [field, current[field]])) };
}

export function emptyPostForm(): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    featured_image_url: '',
    featured_image_alt: '',
    status: 'draft',
    scheduled_at: '',
    meta_title: '',
    meta_description: '',
    author_id: '',
    category_id: '',
    featured: false,
    allow_comments: true,
    tag_ids: [],
    reviewer_id: '',
    sources: [],
  };
}

/**
 * The editor filled from a loaded article or a kept revision; the schedule is cut to the minute
 * (spec section 4).
 */
export function postFormFromPost(post: ArticleSnapshot): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? '',
    content: post.content,
    featured_image_url: post.featured_image_url ?? '',
    featured_image_alt: post.featured_image_alt ?? '',
    status: post.status,
    scheduled_at: toDateTimeLocalValue(post.scheduled_at),
    meta_title: post.meta_title ?? '',
    meta_description: post.meta_description ?? '',
    author_id: post.author_id ?? '',
    category_id: post.category_id ?? '',
    featured: post.featured,
    allow_comments: post.allow_comments,
    tag_ids: post.tags.map((tag) => tag.id),
    reviewer_id: post.reviewer_id ?? '',
    sources: post.sources.map((source) => ({
      title: source.title,
      url: source.url,
      publisher: source.publisher ?? '',
      year: source.year === null ? '' : String(source.year),
    })),
  };
}
