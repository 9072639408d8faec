import { z } from '@/lib/forms/zod';
import { foldAccents } from '../text/fold-accents';
import { imageUrlField, SLUG_PATTERN } from './post-form';
import { slugify } from '../text/slugify';
import { linesOf, withoutForbiddenCharacters } from '../text/xml-characters';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { INTRODUCTION_MAX_LENGTH } from './topic-pages';

/**
 * Forms of the Catégories, Tags and Auteurs pages: one schema per kind, shared by the browser and
 * the server actions, and the French wording of each kind (gender and elision differ).
 */
export type TaxonomyKind = 'category' | 'tag' | 'author';

const name = withoutForbiddenCharacters(
  z.string().trim().min(1, 'Le nom est obligatoire').max(100, 'Le nom ne peut pas dépasser 100 caractères'),
);
const optional = (schema: z.ZodType<string>) => schema.transform((value) => (value === '' ? null : value));

const slugField = z
  .string()
  .trim()
  .max(100, 'L’adresse de la page ne peut pas dépasser 100 caractères')
  .refine((value) => value === '' || SLUG_PATTERN.test(value), {
    message:
      'L’adresse de la page ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets',
  })
  .default('');

/** Left empty, the slug is made from the name; a name with no usable letter needs one typed. */
function withSlugFromName<T extends { name: string; slug: string }>(value: T, context: z.RefinementCtx): T {
  const slug = value.slug || slugify(value.name);
  if (slug) return { ...value, slug };
  context.addIssue({
    code: 'custom',
    path: ['slug'],
    message: 'L’adresse de la page est obligatoire (le nom ne contient aucune lettre utilisable)',
  });
  return z.NEVER;
}

const SERVICE_SLUGS = SERVICE_CATALOG.map((service) => service.slug);

/**
 * A category and its topic page (decision 048): the address (`slug`), the introduction shown
 * above its articles (plain text, paragraphs separated by an empty line: React escapes it, so no
 * markup reaches the page) and the service page that lists its latest articles.
 */
export const categoryFormSchema = z
  .object({
    name,
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Choisissez une couleur au format #RRGGBB')
      .transform((value) => value.toUpperCase()),
    slug: slugField,
    introduction: optional(
      withoutForbiddenCharacters(
        z
          .string()
          .trim()
          .max(INTRODUCTION_MAX_LENGTH, `L’introduction ne peut pas dépasser ${INTRODUCTION_MAX_LENGTH} caractères`),
      ),
    ).default(null),
    service_slug: z
      .string()
      .refine((value) => value === '' || (SERVICE_SLUGS as string[]).includes(value), {
        message: 'Choisissez un des services du cabinet',
      })
      .transform((value) => (value === '' ? null : value))
      .default(null),
  })
  .transform(withSlugFromName);

export const tagFormSchema = z.object({ name });

const shortText = (max: number, label: string) =>
  optional(withoutForbiddenCharacters(z.string().trim().max(max, `${label} ne peut pas dépasser ${max} caractères`)));

const lines = (label: string) =>
  withoutForbiddenCharacters(z.string().max(2000, `${label} ne peuvent pas dépasser 2000 caractères`)).transform(
    linesOf,
  );

/**
 * An author and the credentials shown on the articles and on the public author page. The
 * credentials may be left out (a bare name, as before decision 018): absent means none.
 */
export const authorFormSchema = z
  .object({
    name,
    slug: slugField,
    email: optional(
      z
        .string()
        .trim()
        .max(200)
        .refine((value) => value === '' || z.email().safeParse(value).success, 'Adresse email invalide'),
    ),
    bio: shortText(2000, 'La biographie'),
    title: shortText(30, 'Le titre').default(null),
    qualifications: lines('Les qualifications').default([]),
    specialities: lines('Les spécialités').default([]),
    registration_number: shortText(60, 'Le numéro d’inscription').default(null),
    photo_url: imageUrlField.default(null),
    is_health_professional: z.boolean().default(false),
  })
  .transform(withSlugFromName);

export const TAXONOMY_FIELDS = [
  'name',
  'color',
  'email',
  'bio',
  'slug',
  'title',
  'qualifications',
  'specialities',
  'registration_number',
  'photo_url',
  'is_health_professional',
  'introduction',
  'service_slug',
] as const;
export type TaxonomyFieldErrors = Partial<Record<(typeof TAXONOMY_FIELDS)[number], string>>;

export const TAXONOMY_WORDING = {
  category: {
    title: 'Catégories',
    create: 'Nouvelle catégorie',
    empty: 'Aucune catégorie pour le moment.',
    the: 'la catégorie',
    this: 'cette catégorie',
    nameTaken: 'Une catégorie porte déjà ce nom',
    created: 'Catégorie créée',
    updated: 'Catégorie mise à jour',
    deleted: 'Catégorie supprimée',
  },
  tag: {
    title: 'Étiquettes',
    create: 'Nouvelle étiquette',
    empty: 'Aucune étiquette pour le moment.',
    the: 'l’étiquette',
    this: 'cette étiquette',
    nameTaken: 'Une étiquette porte déjà ce nom',
    created: 'Étiquette créée',
    updated: 'Étiquette mise à jour',
    deleted: 'Étiquette supprimée',
  },
  author: {
    title: 'Auteurs',
    create: 'Nouvel auteur',
    empty: 'Aucun auteur pour le moment.',
    the: 'l’auteur',
    this: 'cet auteur',
    nameTaken: 'Un auteur porte déjà ce nom',
    created: 'Auteur créé',
    updated: 'Auteur mis à jour',
    deleted: 'Auteur supprimé',
  },
} as const;

/** 'Impossible de supprimer cette catégorie : 3 articles l'utilisent.' */
export function inUseMessage(kind: TaxonomyKind, articles: number): string {
  const users = articles > 1 ? `${articles} articles l’utilisent` : `${articles} article l’utilise`;
  return `Impossible de supprimer ${TAXONOMY_WORDING[kind].this} : ${users}.`;
}

/** The delete confirmation, in the words of the article one. */
export function deleteConfirmation(kind: TaxonomyKind, itemName: string): string {
  const question = `Êtes-vous sûr de vouloir supprimer ${TAXONOMY_WORDING[kind].the} "${itemName}" ?`;
  return kind === 'tag' ? `${question} Elle sera retirée des articles qui l’utilisent.` : question;
}

/** Names compare without case or accents, so "Sexologie" and "sexologie" cannot both exist. */
export function sameName(a: string, b: string): boolean {
  const key = (value: string) => foldAccents(value.trim().toLowerCase());
  return key(a) === key(b);
}
