import type { ColumnType, Selectable } from 'kysely';
import type { PostStatus } from '@/lib/post-types';
import type { AuthDatabase } from './auth-schema';

/**
 * Raw column types as the drivers return them. SQLite keeps booleans as 0/1 and timestamps as ISO
 * text; PostgreSQL returns booleans and Date objects. Repositories turn rows into the plain shapes
 * of src/lib/post-types.ts so callers never see the difference. Timestamps are written as ISO
 * strings (`toISOString()`), which both engines accept and which sort correctly as SQLite text.
 */
type StoredBoolean = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
type StoredTimestamp = ColumnType<Date | string, string | undefined, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null | undefined, string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type BlogPostTable = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  status: WithDefault<PostStatus>;
  meta_title: string | null;
  meta_description: string | null;
  author_id: string | null;
  category_id: string | null;
  published_at: NullableTimestamp;
  scheduled_at: NullableTimestamp;
  views_count: WithDefault<number>;
  reading_time: number | null;
  allow_comments: StoredBoolean;
  featured: StoredBoolean;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
  search_text: string;
  reviewer_id: WithDefault<string | null>;
  /** Set by the server when the review is marked (decision 036); older ones were typed. */
  reviewed_at: NullableTimestamp;
  /** Who marked the review, as they were (null for reviews stored before decision 036). */
  review_recorded_by_user_id: WithDefault<string | null>;
  review_recorded_by_name: WithDefault<string | null>;
  /** An admin recorded the review for the reviewer, not the reviewer's own account. */
  review_recorded_by_admin: StoredBoolean;
  /** When the title, excerpt, body or sources last changed (null: never since creation). */
  content_updated_at: NullableTimestamp;
};

/** One kept version of an article (issue 15); `snapshot` is a JSON RevisionSnapshot. */
export type BlogPostRevisionTable = {
  id: string;
  blog_post_id: string;
  /** 1, 2, 3… per article: the newest number is the article's version for edit conflicts. */
  number: number;
  created_at: StoredTimestamp;
  author_id: string | null;
  author_name: string | null;
  status: PostStatus;
  /** Saved without touching the live article ('Enregistrer sans publier'). */
  staged: StoredBoolean;
  /** The staged changes still waiting for 'Publier les modifications' (one per article at most). */
  pending: StoredBoolean;
  /** This version went live: kept whatever the pruning. */
  published: StoredBoolean;
  snapshot: string;
  /** This revision records a medical review: what the history says of it (decision 036). */
  review_note: WithDefault<string | null>;
};

export type AuthorTable = {
  id: string;
  name: string;
  email: string | null;
  bio: string | null;
  created_at: StoredTimestamp;
  slug: string;
  title: WithDefault<string | null>;
  /** One qualification per line. */
  qualifications: WithDefault<string | null>;
  /** One speciality per line. */
  specialities: WithDefault<string | null>;
  registration_number: WithDefault<string | null>;
  photo_url: WithDefault<string | null>;
  is_health_professional: StoredBoolean;
};

export type BlogPostSourceTable = {
  blog_post_id: string;
  position: number;
  title: string;
  url: string;
  publisher: string | null;
  year: number | null;
};

export type CategoryTable = {
  id: string;
  name: string;
  color: WithDefault<string>;
};

export type TagTable = {
  id: string;
  name: string;
};

export type BlogPostTagTable = {
  blog_post_id: string;
  tag_id: string;
};

export type BlogImageTable = {
  id: string;
  filename: string;
  original_name: string;
  url: string;
  file_size: number;
  mime_type: string;
  created_at: StoredTimestamp;
  /** The stored original's size and its web widths as JSON (docs/decisions/041); null until made. */
  width: number | null;
  height: number | null;
  sizes: string | null;
  alt_text: string | null;
};

/** One-time flags such as `demo_content_seeded`. */
export type AppSettingTable = {
  key: string;
  value: string;
};

/** 'Cabinet': the practice's facts as one JSON document, its periods and its change history. */
export type PracticeSettingsTable = {
  key: string;
  facts: string;
  updated_at: StoredTimestamp;
};

export type PracticePeriodTable = {
  id: string;
  first_day: string;
  last_day: string;
  label: string;
  /** JSON list of { opens, closes }; empty for a closure. */
  ranges: string;
  message: string | null;
  created_at: StoredTimestamp;
};

export type PracticeChangeTable = {
  id: string;
  changed_at: StoredTimestamp;
  changed_by: string;
  summary: string;
};

/** Review links (migration 0009): the token itself is never stored, only its SHA-256. */
export type BlogReviewLinkTable = {
  id: string;
  blog_post_id: string;
  token_hash: string;
  created_by_id: string | null;
  created_by_name: string;
  created_at: StoredTimestamp;
  expires_at: StoredTimestamp;
  revoked_at: NullableTimestamp;
};

/** One staff member's autosave of one article (slot: its id) or of the new-article form (slot 'new'). */
export type BlogAutosaveTable = {
  user_id: string;
  slot: string;
  blog_post_id: string | null;
  /** The editor's form values as JSON. */
  form: string;
  /** The article's updated_at when the form was opened (null for a new article). */
  base_updated_at: NullableTimestamp;
  saved_at: StoredTimestamp;
};

/** Patients' testimonials shown on the home page (migration 0012), edited on 'Cabinet'. */
export type TestimonialTable = {
  id: string;
  first_name: string;
  text: string;
  /** The day it was given, 'YYYY-MM-DD' in Casablanca. */
  given_on: string;
  doctor_answer: string | null;
  visible: StoredBoolean;
  position: number;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type Database = AuthDatabase & {
  blog_posts: BlogPostTable;
  authors: AuthorTable;
  categories: CategoryTable;
  tags: TagTable;
  blog_post_tags: BlogPostTagTable;
  blog_post_sources: BlogPostSourceTable;
  blog_post_revisions: BlogPostRevisionTable;
  blog_images: BlogImageTable;
  app_settings: AppSettingTable;
  practice_settings: PracticeSettingsTable;
  practice_periods: PracticePeriodTable;
  practice_changes: PracticeChangeTable;
  blog_review_links: BlogReviewLinkTable;
  blog_autosaves: BlogAutosaveTable;
  testimonials: TestimonialTable;
};

export type BlogPostRow = Selectable<BlogPostTable>;
export type DatabaseEngine = 'sqlite' | 'postgres';
