import './auth-helpers';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ArticleBody } from '@/components/site/blog/article-body';
import { ArticleHeader } from '@/components/site/blog/article-header';
import type { PreparedArticle } from '@/components/site/blog/article-view';
import { TableOfContents } from '@/components/site/blog/table-of-contents';
import { emptyPostForm, type PostFormValues } from '@/lib/blog/post-form';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';
import { makeAuthor, makePost } from '../support/factories';

/**
 * Decision 046: « Aperçu en direct » renders the editor's unsaved form with the public article's
 * own component, through the one pipeline that makes public HTML, and writes nothing. The real
 * action behind its real guard and sessions; only Next's request-scope accessor is replaced.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

let editorHeaders: Headers;
beforeAll(async () => {
  const { createStaff } = await import('@/server/auth/staff');
  const email = uniqueEmail('preview');
  await createStaff({ email, name: 'Éric Aperçu', role: 'editor', password: STRONG_PASSWORD });
  editorHeaders = new Headers({ cookie: await signInCookie(email), 'x-admin-path': '/admin/blog/new' });
});

async function preview(values: PostFormValues, id: string | null = null): Promise<PreparedArticle> {
  const { previewArticleAction } = await import('@/app/admin/(protected)/blog/actions');
  requestHeaders.current = editorHeaders;
  const result = await previewArticleAction(values, id);
  if (!result.ok) throw new Error(`preview refused: ${JSON.stringify(result)}`);
  return (result.article as ReactElement<PreparedArticle>).props;
}

const markup = (element: ReactElement) => renderToStaticMarkup(element);

async function rowCounts() {
  const { db } = await import('@/server/db/client');
  const count = async (table: 'blog_posts' | 'blog_post_revisions' | 'blog_autosaves') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    posts: await count('blog_posts'),
    revisions: await count('blog_post_revisions'),
    autosaves: await count('blog_autosaves'),
  };
}

const form = (fields: Partial<PostFormValues>): PostFormValues => ({ ...emptyPostForm(), ...fields });

describe('the live preview (decision 046)', () => {
  it('refuses a signed-out visitor: the sign-in page, nothing rendered', async () => {
    const { previewArticleAction } = await import('@/app/admin/(protected)/blog/actions');
    requestHeaders.current = new Headers({ 'x-admin-path': '/admin/blog/new' });
    const outcome = await previewArticleAction(form({ title: 'Secret' }), null).catch((error: unknown) => error);
    expect(isRedirectError(outcome)).toBe(true);
  });

  it('renders a never-saved article with its « Sommaire » and writes nothing: no article, revision or autosave', async () => {
    const before = await rowCounts();
    const { post, body } = await preview(
      form({
        title: 'Préparer son échographie',
        content: '<h2>Avant l’examen</h2><p>Venir à jeun.</p><h3>Les boissons</h3><p>De l’eau.</p>',
      }),
    );
    expect(await rowCounts()).toEqual(before);
    expect(markup(createElement(ArticleHeader, { post, media: new Map() }))).toContain('Préparer son échographie');
    const toc = markup(createElement(TableOfContents, { entries: body.toc }));
    expect(toc).toContain('Sommaire');
    expect(body.toc.map((entry) => entry.text)).toEqual(['Avant l’examen', 'Les boissons']);
    expect(markup(createElement(ArticleBody, { html: body.html }))).toContain('id="section-0"');
  });

  it('sanitises what the form holds as the public page does: no script, no event attribute, no javascript: link', async () => {
    const { body } = await preview(
      form({
        title: 'Hostile',
        content:
          '<p>Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script><img src="/x.png" alt="x" onerror="alert(1)">',
      }),
    );
    expect(body.html).toContain('Texte');
    expect(body.html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('shows a saved article’s review line while its reviewer stays, and drops it when the form changes the reviewer', async () => {
    const reviewer = await makeAuthor({ name: 'Nadia Aperçu', title: 'Dr', is_health_professional: true });
    const other = await makeAuthor({ name: 'Karim Aperçu', title: 'Dr', is_health_professional: true });
    const saved = await makePost({ reviewer_id: reviewer.id, reviewedAt: '2026-03-02T10:00:00.000Z' });
    const before = await rowCounts();
    const kept = await preview(
      form({ title: saved.title, content: '<p>Un texte changé.</p>', reviewer_id: reviewer.id }),
      saved.id,
    );
    expect(markup(createElement(ArticleHeader, { post: kept.post, media: new Map() }))).toContain(
      'Relu par Dr Nadia Aperçu',
    );
    const changed = await preview(
      form({ title: saved.title, content: '<p>Texte.</p>', reviewer_id: other.id }),
      saved.id,
    );
    expect(changed.post.reviewed_at).toBeNull();
    expect(await rowCounts()).toEqual(before);
    const { getPostForStaff } = await import('@/server/blog/posts');
    expect((await getPostForStaff(saved.id))?.content).toBe(saved.content);
  });
});
