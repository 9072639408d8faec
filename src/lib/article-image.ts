import { CONTRACEPTION_SLUG, STI_SLUG, STRESS_SLUG } from './auto-link-rules';

/** Card and recommended-article images (spec section 9). Files live in public/images/articles/. */
const IMAGE_DIR = '/images/articles';

const SLUGS_WITH_OWN_IMAGE = [
  'frigidite-et-femme-marocaine',
  'point-g-et-femme-marocaine',
  'obesite-et-couple',
  'role-des-preliminaires',
  'echographie-clinique',
  'communication-couple',
  CONTRACEPTION_SLUG,
  STI_SLUG,
  STRESS_SLUG,
] as const;

/** Checked in this order; words are compared without accents or case. */
const THEMES = [
  { words: ['echographie'], image: `${IMAGE_DIR}/theme-echographie.svg` },
  { words: ['communication'], image: `${IMAGE_DIR}/theme-communication.svg` },
  { words: ['stress', 'psychosomatique', 'psychosomatic'], image: `${IMAGE_DIR}/theme-stress.svg` },
] as const;

export const DEFAULT_ARTICLE_IMAGE = `${IMAGE_DIR}/default-banner.svg`;

const imageForSlug = (slug: string) => `${IMAGE_DIR}/${slug}.svg`;

/** Every image this rule can return besides featured_image_url, so a test can check each file exists. */
export const ARTICLE_IMAGE_PATHS: readonly string[] = [
  ...SLUGS_WITH_OWN_IMAGE.map(imageForSlug),
  ...THEMES.map((theme) => theme.image),
  DEFAULT_ARTICLE_IMAGE,
];

const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type ArticleImageInput = {
  slug: string;
  title: string;
  categoryName?: string | null;
  featuredImageUrl?: string | null;
};

export function chooseArticleImage({ slug, title, categoryName, featuredImageUrl }: ArticleImageInput): string {
  if ((SLUGS_WITH_OWN_IMAGE as readonly string[]).includes(slug)) return imageForSlug(slug);
  const haystacks = [title, categoryName ?? ''].map(comparable);
  const theme = THEMES.find(({ words }) => words.some((word) => haystacks.some((text) => text.includes(word))));
  if (theme) return theme.image;
  return featuredImageUrl?.trim() || DEFAULT_ARTICLE_IMAGE;
}
