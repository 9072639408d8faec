import 'server-only';
import { previewSnapshot, type PreviewForm } from '@/lib/blog/article-preview';
import type { PostDetail } from '@/lib/blog/post-types';
import { db } from '../db/client';
import { withSnapshot } from './pending-revision';
import { findPostDetailById } from './post-rows';

/** What a never-saved article is before its form fills it: nothing stored, dated now. */
function unsavedArticle(now: string): PostDetail {
  return {
    id: '',
    title: '',
    slug: '',
    excerpt: null,
    content: '',
    featured_image_url: null,
    featured_image_alt: null,
    status: 'draft',
    featured: false,
    views_count: 0,
    reading_time: null,
    published_at: null,
    scheduled_at: null,
    created_at: now,
    updated_at: now,
    content_updated_at: null,
    reviewed_at: null,
    meta_title: null,
    meta_description: null,
    allow_comments: true,
    author_id: null,
    category_id: null,
    author: null,
    category: null,
    tags: [],
    reviewer_id: null,
    reviewer: null,
    review_record: null,
    sources: [],
  };
}

/**
 * The live preview's article (decision 046): the editor's unsaved form laid over the stored
 * article (its live version: its dates and its review), or over a blank one for a new article,
 * as publishing the form now would show it. Reads only: nothing is written, no revision, no autosave.
 */
export async function articleForPreview(form: PreviewForm, postId: string | null, now: Date): Promise<PostDetail> {
  const changedAt = now.toISOString();
  const stored = postId ? await findPostDetailById(db(), postId) : null;
  const base = stored ?? unsavedArticle(changedAt);
  return withSnapshot(db(), base, previewSnapshot(form, base), changedAt);
}
