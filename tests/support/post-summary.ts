import type { PostSummary } from '@/lib/blog/post-types';

/** A published article as the lists give it, for unit tests of what is built from one; `fields` override. */
export function postSummary(fields: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 'post-1',
    title: 'Communication',
    slug: 'communication-couple',
    excerpt: null,
    featured_image_url: null,
    featured_image_alt: null,
    status: 'published',
    featured: false,
    views_count: 0,
    reading_time: 3,
    published_at: '2026-11-01T09:00:00.000Z',
    scheduled_at: null,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
    content_updated_at: null,
    reviewed_at: null,
    author: null,
    category: null,
    ...fields,
  };
}
