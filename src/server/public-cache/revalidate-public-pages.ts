import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * After a back-office change to anything a public page shows, once its transaction committed
 * (the new content version is written with the change itself, `changePublicContent`): the staff
 * member's browser drops its router cache, so the back office and the public pages they open
 * next show the change.
 */
export function revalidateRouterAfterPublicChange(): void {
  revalidatePath('/', 'layout');
}
