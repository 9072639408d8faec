import { CONTRACEPTION_SLUG, STI_SLUG, STRESS_SLUG } from './auto-link-rules';
import { foldAccents } from '../text/fold-accents';
import { cardImageName } from './post-form-image';

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

const comparable = (text: string) => foldAccents(text).toLowerCase();

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

type CardImagePost = {
  slug: string;
  title: string;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  category: { name: string } | null;
};

/**
 * The picture of a card or carousel slide: the image rule, with an uploaded photo shown through
 * its 800 px copy (a card is never wider). The alt text is the image's own only when the photo
 * is shown; otherwise the illustration stands for the title.
 */
export function chooseCardImage(post: CardImagePost): { src: string; alt: string } {
  const featuredCardUrl = post.featured_image_url ? cardImageName(post.featured_image_url) : null;
  const src = chooseArticleImage({
    slug: post.slug,
    title: post.title,
    categoryName: post.category?.name ?? null,
    featuredImageUrl: featuredCardUrl,
  });
  return { src, alt: (src === featuredCardUrl && post.featured_image_alt) || post.title };
}
