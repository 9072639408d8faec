import type { Metadata } from 'next';
import { PostEditor } from '@/components/admin/blog/editor/post-editor';
import { emptyPostForm } from '@/lib/post-form';
import { requireBlogManager } from '@/server/auth/session';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { savePostAction } from '../actions';

export const metadata: Metadata = { title: 'Nouvel article' };

export default async function NewPostPage() {
  await requireBlogManager();
  const [authors, categories, tags] = await Promise.all([listAuthors(), listCategories(), listTags()]);
  return <PostEditor postId={null} initial={emptyPostForm()} choices={{ authors, categories, tags }} savePost={savePostAction} />;
}
