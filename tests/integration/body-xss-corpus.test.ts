import { describe, expect, it } from 'vitest';
import { renderArticleBody } from '@/lib/blog/article-body/render-article-body';
import { emptyPostForm } from '@/lib/blog/post-form';
import { getPostForStaff } from '@/server/blog/posts';
import { savePostFromEditor } from '@/server/blog/save-post';
import { scriptingParts, XSS_CORPUS } from '../support/xss-corpus';

/**
 * The XSS corpus sent straight to the save action, as a source-view edit or a forged request
 * would (decision 040): stored as sent, and nothing of it runs script on the public page.
 */
describe('the XSS corpus through the save action: the public body never carries script', () => {
  it.each(XSS_CORPUS)('%s', async (_label, hostile) => {
    const result = await savePostFromEditor(
      { ...emptyPostForm(), title: `Article hostile ${Math.random()}`, content: hostile },
      'publish',
      null,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const stored = await getPostForStaff(result.post.id);
    const { html } = renderArticleBody(stored!.content, { slug: stored!.slug });
    expect(scriptingParts(html)).toEqual([]);
  });
});
