import './auth-helpers';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isReviewLinkTokenShape } from '@/lib/blog/review-links';
import { createStaff, type StaffMember } from '@/server/auth/staff';
import { postFormFromPost } from '@/lib/blog/post-form';
import { articleVersion } from '@/server/blog/post-revisions';
import { updatePost } from '@/server/blog/post-writes';
import { moveToTrash, purgeExpiredTrash } from '@/server/blog/trash';
import { getPostForStaff, getPublicPostBySlug } from '@/server/blog/posts';
import { savePostFromEditor } from '@/server/blog/save-post';
import { createReviewLink, listReviewLinks, openReviewLink, revokeReviewLink } from '@/server/blog/review-links';
import { getPostWithPendingChangesForStaff } from '@/server/blog/pending-revision';
import { db } from '@/server/db/client';
import { daysFrom, makePost } from '../support/factories';
import { STRONG_PASSWORD, uniqueEmail } from './auth-helpers';

const now = new Date('2026-11-23T10:15:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY_MS = 24 * 60 * 60 * 1000;
let staff: StaffMember;

beforeAll(async () => {
  staff = await createStaff({
    email: uniqueEmail('relecture'),
    name: 'Salma Rédactrice',
    role: 'editor',
    password: STRONG_PASSWORD,
  });
});

async function linkFor(postId: string, days = 7, at = now) {
  const created = await createReviewLink(postId, staff, days, at);
  if (!created) throw new Error('the article should exist');
  return created;
}

describe('review link tokens', () => {
  it('stores the SHA-256 of the token only: the token itself is nowhere in the table', async () => {
    const post = await makePost({ status: 'draft' });
    const { token, link } = await linkFor(post.id);
    expect(isReviewLinkTokenShape(token)).toBe(true);
    const rows = await db().selectFrom('blog_review_links').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((candidate) => candidate.id === link.id);
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('draws a different token for every link', async () => {
    const post = await makePost({ status: 'draft' });
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) tokens.add((await linkFor(post.id)).token);
    expect(tokens.size).toBe(5);
  });

  it('opens nothing with an unknown token, a token of the wrong shape, or the stored hash itself', async () => {
    const post = await makePost({ status: 'draft' });
    const { token, link } = await linkFor(post.id);
    const row = await db()
      .selectFrom('blog_review_links')
      .select('token_hash')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [flipped, token.slice(1), `${token}A`, '', row.token_hash, '../../admin']) {
      expect(await openReviewLink(wrong, now), wrong).toBeNull();
    }
    expect((await openReviewLink(token, now))?.post.id).toBe(post.id);
  });
});

describe('review link expiry', () => {
  it('expires after the validity setting, counted from creation', async () => {
    const post = await makePost({ status: 'draft' });
    const week = await linkFor(post.id, 7);
    const threeDays = await linkFor(post.id, 3);
    expect(week.link.expiresAt).toBe('2026-11-30T10:15:00.000Z');
    expect(threeDays.link.expiresAt).toBe('2026-11-26T10:15:00.000Z');
  });

  it('opens the article until the expiry instant, and answers nothing from then on', async () => {
    const post = await makePost({ status: 'draft' });
    const { token } = await linkFor(post.id, 7);
    expect((await openReviewLink(token, later(7 * DAY_MS - 1)))?.expiresAt).toBe('2026-11-30T10:15:00.000Z');
    expect(await openReviewLink(token, later(7 * DAY_MS))).toBeNull();
    expect(await openReviewLink(token, later(30 * DAY_MS))).toBeNull();
  });
});

describe('review link revocation', () => {
  it('a revoked link opens nothing; the other links of the article still open', async () => {
    const post = await makePost({ status: 'draft' });
    const revoked = await linkFor(post.id);
    const kept = await linkFor(post.id);
    expect(await revokeReviewLink(post.id, revoked.link.id, later(1000))).toBe(true);
    expect(await openReviewLink(revoked.token, later(2000))).toBeNull();
    expect((await openReviewLink(kept.token, later(2000)))?.post.id).toBe(post.id);
    // Revoking again keeps the first revocation time.
    expect(await revokeReviewLink(post.id, revoked.link.id, later(5000))).toBe(true);
    const listed = await listReviewLinks(post.id);
    expect(listed.find((link) => link.id === revoked.link.id)?.revokedAt).toBe(later(1000).toISOString());
    expect(listed.find((link) => link.id === revoked.link.id)?.labels.revokedAt).toBe('23 nov. 2026, 11:15');
    expect(listed.find((link) => link.id === kept.link.id)?.revokedAt).toBeNull();
  });

  it('does not revoke a link through another article', async () => {
    const post = await makePost({ status: 'draft' });
    const other = await makePost({ status: 'draft' });
    const { token, link } = await linkFor(post.id);
    expect(await revokeReviewLink(other.id, link.id, now)).toBe(false);
    expect((await openReviewLink(token, now))?.post.id).toBe(post.id);
  });
});

describe('what a review link shows', () => {
  it('lists the links newest first, with who created them, when, and their expiry, in Casablanca time as the server writes it', async () => {
    const post = await makePost({ status: 'draft' });
    const first = await linkFor(post.id, 7, now);
    const second = await linkFor(post.id, 7, later(60_000));
    expect(await listReviewLinks(post.id)).toEqual([
      {
        id: second.link.id,
        createdAt: later(60_000).toISOString(),
        createdBy: 'Salma Rédactrice',
        expiresAt: '2026-11-30T10:16:00.000Z',
        revokedAt: null,
        labels: { createdAt: '23 nov. 2026, 11:16', expiresAt: '30 nov. 2026, 11:16', revokedAt: null },
      },
      {
        id: first.link.id,
        createdAt: now.toISOString(),
        createdBy: 'Salma Rédactrice',
        expiresAt: '2026-11-30T10:15:00.000Z',
        revokedAt: null,
        labels: { createdAt: '23 nov. 2026, 11:15', expiresAt: '30 nov. 2026, 11:15', revokedAt: null },
      },
    ]);
  });

  it('shows the article as stored when the link is opened, draft or published, with its sources', async () => {
    const draft = await makePost({
      status: 'draft',
      title: 'Brouillon à relire',
      sources: [{ title: 'HAS', url: 'https://www.has-sante.fr', publisher: null, year: 2024 }],
    });
    const { token } = await linkFor(draft.id);
    await updatePost(draft.id, { title: 'Brouillon corrigé' });
    const opened = await openReviewLink(token, now);
    expect(opened?.post.title).toBe('Brouillon corrigé');
    expect(opened?.post.status).toBe('draft');
    expect(opened?.post.sources).toEqual([
      { title: 'HAS', url: 'https://www.has-sante.fr', publisher: null, year: 2024 },
    ]);
    expect(opened?.post).toEqual((await getPostWithPendingChangesForStaff(draft.id))?.post);

    const published = await makePost({ status: 'published' });
    expect((await openReviewLink((await linkFor(published.id)).token, now))?.post.status).toBe('published');
  });

  it("shows a published article's pending changes, not the live text, while the public page keeps the live one", async () => {
    const published = await makePost({ status: 'published', title: 'Version en ligne' });
    const stored = await getPostForStaff(published.id);
    const staged = await savePostFromEditor(
      { ...postFormFromPost(stored!), title: 'Version en attente' },
      'stage',
      published.id,
      now,
      {
        by: { id: staff.id, name: staff.name },
        baseVersion: await articleVersion(published.id),
      },
    );
    expect(staged).toMatchObject({ ok: true, pending: true });
    const opened = await openReviewLink((await linkFor(published.id)).token, now);
    expect(opened?.post.title).toBe('Version en attente');
    expect((await getPublicPostBySlug(published.slug))?.title).toBe('Version en ligne');
  });

  it('creates no link for an article that does not exist', async () => {
    expect(await createReviewLink('00000000-0000-4000-8000-000000000000', staff, 7, now)).toBeNull();
  });
});

describe('deleting an article', () => {
  it('closes its review links while in the Corbeille, and deletes them with it after 30 days', async () => {
    const post = await makePost({ status: 'draft' });
    const other = await makePost({ status: 'draft' });
    const { token } = await linkFor(post.id);
    await linkFor(post.id);
    const kept = await linkFor(other.id);
    expect(await moveToTrash(post.id, now)).toBe(true);
    expect(await openReviewLink(token, now)).toBeNull();
    await purgeExpiredTrash(new Date(daysFrom(now, 31)));
    const rows = await db()
      .selectFrom('blog_review_links')
      .select('blog_post_id')
      .where('blog_post_id', '=', post.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await openReviewLink(token, now)).toBeNull();
    expect((await openReviewLink(kept.token, now))?.post.id).toBe(other.id);
  });
});
