import { publicDisplayDate } from './visibility';

/** Home blog preview order (spec section 9): these slugs first, in this order, then the newest. */
export const HOME_PREVIEW_PINNED_SLUGS = [
  'frigidite-et-femme-marocaine',
  'point-g-et-femme-marocaine',
  'obesite-et-couple',
  'role-des-preliminaires',
  'echographie-clinique',
] as const;

export const HOME_PREVIEW_LIMIT = 6;

type PreviewPost = {
  slug: string;
  published_at: string | null;
  created_at: string;
  scheduled_at?: string | null;
  status?: string;
};

const displayTime = (post: PreviewPost) =>
  Date.parse(
    publicDisplayDate({
      status: post.status ?? 'published',
      scheduled_at: post.scheduled_at ?? null,
      published_at: post.published_at,
      created_at: post.created_at,
    }),
  );

function pinRank(slug: string): number {
  const rank = (HOME_PREVIEW_PINNED_SLUGS as readonly string[]).indexOf(slug);
  return rank === -1 ? HOME_PREVIEW_PINNED_SLUGS.length : rank;
}

export function orderHomePreview<T extends PreviewPost>(posts: readonly T[], limit = HOME_PREVIEW_LIMIT): T[] {
  return [...posts]
    .sort((a, b) => pinRank(a.slug) - pinRank(b.slug) || displayTime(b) - displayTime(a))
    .slice(0, Math.max(0, limit));
}
