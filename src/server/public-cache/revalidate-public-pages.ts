import 'server-only';
import { revalidatePath } from 'next/cache';
import { markPublicContentChanged } from './content-version';

/**
 * After a back-office change to anything a public page shows (an article, a category, tag or
 * author, the practice's facts): every process drops its cached public pages, and the staff
 * member's browser drops its router cache. Coarse on purpose: changes are rare, a page renders in
 * milliseconds, and a renamed category or a changed slug can never leave one page behind.
 */
export async function revalidatePublicPages(): Promise<void> {
  await markPublicContentChanged();
  revalidatePath('/', 'layout');
}
