import { beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail } from '@/lib/blog/post-types';
import { isPubliclyVisible } from '@/lib/blog/visibility';
import { getPostForStaff, getPublicPostBySlug, listPublicPosts } from '@/server/blog/posts';
import { daysFrom, makePost } from '../support/factories';

const now = new Date();
const byStatus: Record<string, PostDetail> = {};

beforeAll(async () => {
  byStatus.published = await makePost({ status: 'published', published_at: daysFrom(now, -3) });
  byStatus.draft = await makePost({ status: 'draft' });
  byStatus.archived = await makePost({ status: 'archived', published_at: daysFrom(now, -30) });
  byStatus.scheduledFuture = await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, 2) });
  byStatus.scheduledPast = await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, -1) });
  byStatus.scheduledWithoutDate = await makePost({ status: 'scheduled', scheduled_at: null });
  byStatus.draftWithPastDate = await makePost({ status: 'draft', scheduled_at: daysFrom(now, -5) });
});

describe('public reads follow the one visibility rule', () => {
  it('lists only published articles and scheduled ones whose date has come', async () => {
    const slugs = (await listPublicPosts(now)).map((post) => post.slug);
    expect(slugs.sort()).toEqual([byStatus.published!.slug, byStatus.scheduledPast!.slug].sort());
  });

  it.each(['draft', 'archived', 'scheduledFuture', 'scheduledWithoutDate', 'draftWithPastDate'])(
    'does not serve a %s article by slug',
    async (key) => {
      expect(await getPublicPostBySlug(byStatus[key]!.slug, now)).toBeNull();
    },
  );

  it.each(['published', 'scheduledPast'])('serves a %s article by slug', async (key) => {
    expect((await getPublicPostBySlug(byStatus[key]!.slug, now))?.id).toBe(byStatus[key]!.id);
  });

  it('answers null for an unknown slug', async () => {
    expect(await getPublicPostBySlug('nexiste-pas', now)).toBeNull();
  });

  it('shows a scheduled article once its date passes, without any job running', async () => {
    const post = byStatus.scheduledFuture!;
    expect(await getPublicPostBySlug(post.slug, now)).toBeNull();
    const later = new Date(Date.parse(post.scheduled_at!) + 1000);
    expect((await getPublicPostBySlug(post.slug, later))?.id).toBe(post.id);
    const atTheSecond = new Date(Date.parse(post.scheduled_at!));
    expect((await getPublicPostBySlug(post.slug, atTheSecond))?.id).toBe(post.id);
  });

  it('agrees with isPubliclyVisible on every row, at several instants', async () => {
    const rows = await Promise.all(Object.values(byStatus).map((post) => getPostForStaff(post.id)));
    const instants = [daysFrom(now, -10), now.toISOString(), daysFrom(now, 1.5), daysFrom(now, 3)].map(
      (iso) => new Date(iso),
    );
    for (const instant of instants) {
      const fromSql = new Set((await listPublicPosts(instant)).map((post) => post.id));
      for (const row of rows) {
        expect({ slug: row!.slug, at: instant, visible: fromSql.has(row!.id) }).toEqual({
          slug: row!.slug,
          at: instant,
          visible: isPubliclyVisible(row!, instant),
        });
      }
    }
  });
});
