import type { Metadata } from 'next';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { NEW_ARTICLE_SLOT } from '@/lib/blog/autosave';
import { ownAuthorId } from '@/lib/blog/own-author';
import { emptyPostForm } from '@/lib/blog/post-form';
import { requireBlogManager } from '@/server/auth/session';
import { readAutosave } from '@/server/blog/autosaves';
import { listLinkTargets } from '@/server/blog/link-targets';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { previewArticleAction, savePostAction } from '../actions';
import { saveTagAction } from '../../taxonomy-actions';

export const metadata: Metadata = { title: 'Nouvel article' };

export default async function NewPostPage() {
  const staff = await requireBlogManager();
  const [authors, categories, tags, autosave, linkTargets] = await Promise.all([
    listAuthors(),
    listCategories(),
    listTags(),
    readAutosave(staff.id, NEW_ARTICLE_SLOT),
    listLinkTargets(),
  ]);
  return (
    <PostEditor
      postId={null}
      initial={{ ...emptyPostForm(), author_id: ownAuthorId(authors, staff.email) }}
      choices={{ authors, categories, tags }}
      linkTargets={linkTargets}
      savePost={savePostAction}
      previewArticle={previewArticleAction}
      createTag={saveTagAction}
      autosave={{ userId: staff.id, slot: NEW_ARTICLE_SLOT, baseUpdatedAt: null, stored: autosave }}
    />
  );
}
