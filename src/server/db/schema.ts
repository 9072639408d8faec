import type { ColumnType } from 'kysely';
import type { PostStatus } from '@/lib/blog/post-types';
import type { QuestionState } from '@/lib/questions/question-types';
import type { StaffRole } from '@/lib/auth/staff-account';

/**
 * Raw column types as the drivers return them. SQLite keeps booleans as 0/1 and timestamps as ISO
 * text; PostgreSQL returns booleans and Date objects. Repositories turn rows into the plain shapes
 * of src/lib/blog/post-types.ts so callers never see the difference. Timestamps are written as ISO
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
  /** When it went to the Corbeille (null: it is not there); purged for good 30 days later. */
  deleted_at: NullableTimestamp;
};

/** One kept version of an article (decision 020); `snapshot` is a JSON RevisionSnapshot. */
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
  /** Topic pages (migration 0021, decision 048): the address, the staff's introduction, the service it belongs to. */
  slug: string;
  introduction: WithDefault<string | null>;
  service_slug: WithDefault<string | null>;
};

export type TagTable = {
  id: string;
  name: string;
  slug: string;
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
  /** 1 to 5 when the patient gave a rating (migration 0026), null otherwise. */
  rating: number | null;
  visible: StoredBoolean;
  position: number;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

/** Statistics (migration 0020, decision 045): kept figures, one row per day, page, metric and source. */
export type StatisticsDailyTable = {
  /** 'YYYY-MM-DD' in Casablanca. */
  day: string;
  page: string;
  /** 'view' or a booking channel: 'chat', 'phone', 'maps', 'request'. */
  metric: string;
  /** The reader's source category for views ('direct', 'search', …), '' for booking actions. */
  source: string;
  domain: string;
  count: number;
};

/** The daily figures summed by month ('YYYY-MM'), kept in step by every flush. */
export type StatisticsMonthlyTable = Omit<StatisticsDailyTable, 'day'> & { month: string };
/** Distinct readers per normalised search term and day. */
export type StatisticsSearchTable = { day: string; term: string; readers: number };
/** The day's salt for reader keys, deleted after two days. */
export type StatisticsSaltTable = { day: string; salt: string };
/** Reader keys already counted on a day (never an address), deleted after two days. */
export type StatisticsSeenTable = { day: string; reader_key: string };
/** Readers' questions under articles (migration 0017, decision 043); the text is stored masked. */
export type BlogQuestionTable = {
  id: string;
  blog_post_id: string;
  pseudonym: string;
  text: string;
  /** How many phone numbers and e-mail addresses were masked in the text. */
  masked_count: ColumnType<number, number | undefined, number>;
  emergency: StoredBoolean;
  /** Only to tell the reader of the answer; erased once used or once the question is refused. */
  notify_email: string | null;
  state: QuestionState;
  created_at: StoredTimestamp;
  /** When the staff mail counted it (at most one mail per quarter of an hour). */
  announced_at: NullableTimestamp;
  moderated_at: NullableTimestamp;
  moderated_by_id: string | null;
  moderated_by_name: string | null;
  published_at: NullableTimestamp;
  answer_text: string | null;
  answer_author_id: string | null;
  answered_at: NullableTimestamp;
  answered_by_name: string | null;
};

/** Millisecond epoch counters (bigint on PostgreSQL, which the driver returns as text). */
type EpochMilliseconds = ColumnType<number | string, number, number>;

/** One counter of the one rate limiter (src/server/rate-limit.ts): a window starts with its first request. */
export type RateLimitTable = {
  key: string;
  count: number;
  window_started_at: EpochMilliseconds;
};

/** The first answer given to an idempotency key; null while that first request runs. */
export type PublicFormSubmissionTable = {
  key: string;
  form: string;
  answer: string | null;
  expires_at: EpochMilliseconds;
};

/** A proof of work already spent, kept until its challenge expires. */
export type PublicFormProofTable = {
  signature: string;
  expires_at: EpochMilliseconds;
};

/** Appointment requests from the public form (migration 0018, decision 044). */
export type AppointmentRequestTable = {
  id: string;
  created_at: StoredTimestamp;
  reason: string;
  visit: string;
  /** JSON list of { day, part }. */
  half_days: string;
  name: string;
  /** E.164. */
  phone: string;
  reply_by: string;
  note: string;
  state: string;
  handled_by: string | null;
  handled_at: NullableTimestamp;
  closed_at: NullableTimestamp;
  appointment_day: string | null;
  appointment_time: string | null;
};

/** Every view and change of a request by staff: who, when, what; no patient detail. */
export type AppointmentRequestEventTable = {
  id: string;
  request_id: string;
  at: StoredTimestamp;
  by_id: string;
  by_name: string;
  action: string;
};

/** An everyday word patients type and what it means in the articles' words (decision 042). */
export type SearchSynonymTable = {
  id: string;
  term: string;
  meaning: string;
  created_at: StoredTimestamp;
};

/** An earlier slug of a published article: its old address answers 301 to the current one (decision 042). */
export type PostOldSlugTable = {
  slug: string;
  blog_post_id: string;
  created_at: StoredTimestamp;
};

/**
 * Row types of the auth tables (migration 0002_auth). Better Auth reads and writes them through
 * its own adapter; our code touches them only in src/server/auth/ (staff list, roles, disabling,
 * rate limits, the first-admin setup token).
 */
export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  email_verified: StoredBoolean;
  image: string | null;
  role: WithDefault<StaffRole>;
  disabled: StoredBoolean;
  two_factor_enabled: StoredBoolean;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthSessionTable = {
  id: string;
  token: string;
  expires_at: ColumnType<Date | string, string, string>;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthAccountTable = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  password: string | null;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

export type AuthVerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Date | string, string, string>;
  created_at: StoredTimestamp;
  updated_at: StoredTimestamp;
};

/** Written by Better Auth's twoFactor plugin (migration 0004); secret and codes are encrypted. */
export type AuthTwoFactorTable = {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: StoredBoolean;
  failed_verification_count: WithDefault<number>;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
};

export type Database = {
  auth_users: AuthUserTable;
  auth_sessions: AuthSessionTable;
  auth_accounts: AuthAccountTable;
  auth_verifications: AuthVerificationTable;
  auth_two_factors: AuthTwoFactorTable;
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
  search_synonyms: SearchSynonymTable;
  post_old_slugs: PostOldSlugTable;
  statistics_daily: StatisticsDailyTable;
  statistics_monthly: StatisticsMonthlyTable;
  statistics_searches: StatisticsSearchTable;
  statistics_salts: StatisticsSaltTable;
  statistics_seen: StatisticsSeenTable;
  blog_questions: BlogQuestionTable;
  rate_limits: RateLimitTable;
  public_form_submissions: PublicFormSubmissionTable;
  public_form_proofs: PublicFormProofTable;
  appointment_requests: AppointmentRequestTable;
  appointment_request_events: AppointmentRequestEventTable;
};

export type DatabaseEngine = 'sqlite' | 'postgres';
