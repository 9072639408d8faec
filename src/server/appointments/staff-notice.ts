import 'server-only';
import { APPOINTMENT_INBOX_PATH } from '@/lib/appointments/inbox-paths';
import { processSingleton } from '@/lib/process-singleton';
import { claimAppSetting, readAppSetting } from '@/server/db/app-settings';
import { db } from '@/server/db/client';
import { touchedRows } from '@/server/db/stored-values';
import { runInBackground } from '@/server/background-task';
import { mailActiveStaff } from '@/server/mail/mail-active-staff';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { countRequestsSince } from './appointment-requests';

/**
 * « 1 nouvelle demande de rendez-vous » to the staff who handle requests (decision 044): how many,
 * and where to read them, never who or why (an inbox is no place for health data). Grouped:
 * the instant of the last mail is kept in app_settings and moved forward by a compare-and-set,
 * so of all processes only one sends per quarter of an hour. Requests arriving within the quarter
 * are counted by the next mail, sent when the quarter ends by a timer of the process that
 * deferred it (any process may; the compare-and-set keeps it to one).
 */
const LAST_NOTICE_KEY = 'appointment_notice_sent_at';
const INTERVAL_MS = 15 * 60_000;
const EPOCH = new Date(0).toISOString();

const pending = processSingleton('appointment-notice-timer', (): { timer?: NodeJS.Timeout } => ({}));

/** Moves the last-notice instant from `previous` to `now`; true for the one caller that did. */
async function claimNotice(previous: string | null, now: Date): Promise<boolean> {
  if (previous === null) return claimAppSetting(LAST_NOTICE_KEY, now.toISOString());
  const updated = await db()
    .updateTable('app_settings')
    .set({ value: now.toISOString() })
    .where('key', '=', LAST_NOTICE_KEY)
    .where('value', '=', previous)
    .executeTakeFirst();
  return touchedRows(updated);
}

/**
 * Sends the grouped notice if a quarter of an hour has passed since the last one, else makes
 * sure one is sent when it has. Returns how many requests the mail announced (0: none sent).
 */
export async function notifyStaffOfRequests(now: Date = new Date(), schedule = true): Promise<number> {
  const previous = await readAppSetting(LAST_NOTICE_KEY);
  const waitMs = previous === null ? 0 : Date.parse(previous) + INTERVAL_MS - now.getTime();
  if (waitMs > 0) {
    if (schedule && !pending.timer) {
      pending.timer = setTimeout(() => {
        pending.timer = undefined;
        runInBackground('Sending the appointment request notice', {}, () => notifyStaffOfRequests());
      }, waitMs).unref();
    }
    return 0;
  }
  const count = await countRequestsSince(previous ?? EPOCH);
  if (count === 0 || !(await claimNotice(previous, now))) return 0;
  const { requests } = await readPracticeFacts();
  const subject = count === 1 ? '1 nouvelle demande de rendez-vous' : `${count} nouvelles demandes de rendez-vous`;
  await mailActiveStaff(requests.editorsMayHandle ? ['admin', 'editor'] : ['admin'], {
    subject,
    paragraphs: [
      'Bonjour,',
      `${subject} sur le site du cabinet.`,
      'Les coordonnées et le motif se lisent uniquement dans l’administration du site.',
    ],
    link: { label: 'Ouvrir les demandes', path: APPOINTMENT_INBOX_PATH },
  });
  return count;
}
