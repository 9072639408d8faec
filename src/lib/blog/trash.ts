import { formatPublicDate } from '@/lib/text/french-dates';

/** How long a deleted article waits in the Corbeille before it is deleted for good. */
export const TRASH_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an article deleted at `deletedAt` leaves the Corbeille for good. */
export function purgeDate(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Articles deleted before this instant are purged. */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/** « supprimé définitivement le 28 décembre 2026 » */
export function purgeNotice(deletedAt: string): string {
  return `supprimé définitivement le ${formatPublicDate(purgeDate(deletedAt).toISOString())}`;
}

/** Said with the delete confirmation, after the specification's question. */
export const DELETE_CONFIRMATION_NOTICE = `Il ira dans la Corbeille pendant ${TRASH_RETENTION_DAYS}\u00a0jours\u00a0: un administrateur pourra le restaurer, puis il sera supprimé définitivement.`;
