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
  /**
   * One of POST_STATUSES (src/lib/blog/post-types.ts), checked where the seeder inserts it:
   * content/ imports nothing from lib/ (decision 037).
   */
  status: 'draft' | 'published' | 'scheduled' | 'archived';
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

/** What decision 018 adds to a demo article: its review, its sources, a later content update. */
export type DemoTrust = { review?: DemoReview; sources?: DemoSource[]; contentUpdatedDaysAgo?: number };

export type DemoAuthor = {
  key: string;
  name: string;
  slug: string;
  title: string;
  email: string;
  bio: string;
  qualifications: string[];
  specialities: string[];
  registration_number: string;
  photo_url: string;
  is_health_professional: boolean;
};

/** A medical review of a demo article: who (author key) and how many days ago. */
export type DemoReview = { reviewerKey: string; reviewedDaysAgo: number };
export type DemoSource = { title: string; url: string; publisher: string | null; year: number | null };
/** `service_slug`: the service page listing its latest articles; `introduction`: its topic page's (decision 048). */
export type DemoCategory = { key: string; name: string; color: string; service_slug?: string; introduction?: string };
export type DemoTag = { key: string; name: string };
