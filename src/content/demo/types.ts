import type { PostStatus } from '@/lib/post-types';

/**
 * One demo article as the seed inserts it. Dates are relative so the demo never looks stale:
 * the seed sets published_at/created_at to now minus publishedDaysAgo days and scheduled_at to
 * now plus scheduledInDays days.
 */
export type DemoArticle = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  authorKey: string;
  categoryKey: string;
  tagKeys: string[];
  featured?: boolean;
  featured_image_url?: string | null;
  featured_image_alt?: string | null;
  meta_title?: string;
  meta_description?: string;
  publishedDaysAgo?: number;
  scheduledInDays?: number;
  views_count?: number;
};

export type DemoAuthor = { key: string; name: string; email: string; bio: string };
export type DemoCategory = { key: string; name: string; color: string };
export type DemoTag = { key: string; name: string };
