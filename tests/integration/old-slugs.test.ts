import { describe, expect, it } from 'vitest';
import { currentSlugOfPublicOldSlug } from '@/server/blog/old-slugs';
import { updatePost } from '@/server/blog/post-writes';
import { moveToTrash } from '@/server/blog/trash';
import { makePost } from '../support/factories';

// Old addresses of published articles (decision 042).
let sequence = 0;
const slug = (name: string) => `${name}-${Date.now().toString(36)}-${(sequence += 1)}`;

describe('old slugs', () => {
  it('sends every earlier slug of a published article to its current one in one hop, however many changes', async () => {
    const [first, second, third] = [slug('premier'), slug('deuxieme'), slug('troisieme')];
    const post = await makePost({ slug: first });
    await updatePost(post.id, { slug: second });
    expect(await currentSlugOfPublicOldSlug(first)).toBe(second);
    await updatePost(post.id, { slug: third });
    expect(await currentSlugOfPublicOldSlug(first)).toBe(third);
    expect(await currentSlugOfPublicOldSlug(second)).toBe(third);
  });

  it('gives a slug back to the article that takes it: its own address wins over the old one', async () => {
    const [shared, moved] = [slug('partage'), slug('deplace')];
    const post = await makePost({ slug: shared });
    await updatePost(post.id, { slug: moved });
    await makePost({ slug: shared });
    expect(await currentSlugOfPublicOldSlug(shared)).toBeNull();
    // Taken back by its first article, it is that article's address again, not a redirect to itself.
    const other = await makePost({ slug: slug('autre') });
    const again = slug('encore');
    await updatePost(other.id, { slug: again });
    await updatePost(other.id, { slug: slug('ailleurs') });
    await updatePost(other.id, { slug: again });
    expect(await currentSlugOfPublicOldSlug(again)).toBeNull();
  });

  it('forgets the old slugs of a deleted article, and of an article no longer public', async () => {
    const [old, current, hidden, hiddenNow] = [slug('ancien'), slug('actuel'), slug('cache'), slug('cache-maintenant')];
    const post = await makePost({ slug: old });
    await updatePost(post.id, { slug: current });
    await moveToTrash(post.id);
    expect(await currentSlugOfPublicOldSlug(old)).toBeNull();
    const unpublished = await makePost({ slug: hidden });
    await updatePost(unpublished.id, { slug: hiddenNow });
    await updatePost(unpublished.id, { status: 'draft' });
    expect(await currentSlugOfPublicOldSlug(hidden)).toBeNull();
  });

  it('keeps no old slug for a draft: its address was never public', async () => {
    const [draft, renamed] = [slug('brouillon'), slug('renomme')];
    const post = await makePost({ slug: draft, status: 'draft' });
    await updatePost(post.id, { slug: renamed, status: 'published' });
    expect(await currentSlugOfPublicOldSlug(draft)).toBeNull();
  });
});
