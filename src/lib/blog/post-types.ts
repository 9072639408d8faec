/** Plain shapes that the repository returns on both engines (timestamps are ISO 8601 UTC strings). */

export const POST_STATUSES = ['draft', 'published', 'scheduled', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** `slug` is the topic page's address (decision 048). */
export type CategoryRef = { id: string; name: string; color: string; slug: string };
/** A category as its back-office form edits it: the topic page's introduction, the service page listing its articles. */
export type CategoryDetail = CategoryRef & { introduction: string | null; service_slug: string | null };
export type AuthorRef = { id: string; name: string };
/**
 * What an author is described with besides their name and slug: the credentials readers see
 * (decision 018) and the e-mail; lists hold one entry per line. Written once here for the stored
 * author, the author a save writes and the back office's taxonomy rows.
 */
export type AuthorCredentials = {
  email: string | null;
  bio: string | null;
  title: string | null;
  qualifications: string[];
  specialities: string[];
  registration_number: string | null;
  photo_url: string | null;
  is_health_professional: boolean;
};
/** An author with the credentials readers see. */
export type AuthorDetail = AuthorRef & { slug: string } & AuthorCredentials;
/** Who checked an article: an author marked as a health professional. */
export type ReviewerRef = { id: string; name: string; title: string | null; email: string | null };
/** One reference under an article ("Sources"). */
export type PostSource = { title: string; url: string; publisher: string | null; year: number | null };
export type TagRef = { id: string; name: string; slug: string };

/** What lists and cards need: everything but the body. */
export type PostSummary = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  status: PostStatus;
  featured: boolean;
  views_count: number;
  reading_time: number | null;
  published_at: string | null;
  scheduled_at: string | null;
  created_at: string;
  updated_at: string;
  /** When the text last changed: the article's « Mis à jour le » (shownUpdateDate). */
  content_updated_at: string | null;
  reviewed_at: string | null;
  author: AuthorRef | null;
  category: CategoryRef | null;
};

/** A whole article, as the article page and the editor need it. */
export type PostDetail = Omit<PostSummary, 'author'> & {
  content: string;
  meta_title: string | null;
  meta_description: string | null;
  allow_comments: boolean;
  author_id: string | null;
  category_id: string | null;
  author: AuthorDetail | null;
  tags: TagRef[];
  reviewer_id: string | null;
  reviewer: ReviewerRef | null;
  /** Who marked the last review (null: none, or stored before reviews were recorded, decision 036). */
  review_record: ReviewRecord | null;
  sources: PostSource[];
};

/** Who marked an article reviewed: the staff account's id and name then, and whether an admin recorded it for the reviewer. */
export type ReviewRecord = { by_user_id: string; by_name: string; by_admin: boolean };

/**
 * The fields of an article as one save stored it, kept whole in a revision (decision 020): every
 * field the editor writes, with the tags' names as they were. In this order: a stored snapshot's
 * JSON text is compared with a new one's.
 */
export const SNAPSHOT_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'featured_image_url',
  'featured_image_alt',
  'status',
  'published_at',
  'scheduled_at',
  'meta_title',
  'meta_description',
  'author_id',
  'category_id',
  'featured',
  'allow_comments',
  'tags',
  'reviewer_id',
  'sources',
] as const satisfies readonly (keyof PostDetail)[];

/** An article as one save stored it. A PostDetail is one too. */
export type ArticleSnapshot = Pick<PostDetail, (typeof SNAPSHOT_FIELDS)[number]>;

/**
 * What a save writes: exactly the columns the editor may write (spec section 5) plus the
 * article's tag ids. The repository derives reading_time, search_text and updated_at itself.
 */
export type PostWrite = Omit<ArticleSnapshot, 'tags'> & { tag_ids: string[] };
