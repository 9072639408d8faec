import { redirect } from 'next/navigation';
import { requireBlogManager } from '@/server/auth/session';

/** Spec: the admin index redirects to /admin/blog. */
export default async function AdminIndexPage() {
  await requireBlogManager();
  redirect('/admin/blog');
}
