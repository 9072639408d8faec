import 'server-only';
import { absoluteUrl, articlePath } from '@/lib/site/site-paths';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { sendMail } from '@/server/mail/send-mail';
import { questionAnsweredMail } from '@/server/mail/staff-mails';
import { readPracticeFacts } from '@/server/practice/practice-settings';

export function articleUrlForMail(slug: string): string {
  return `${absoluteUrl(articlePath(slug), env().SITE_URL)}#questions`;
}

/**
 * The one mail the reader's address was kept for (decision 043). The address is already erased
 * from the database; a failure is logged without it and the answer stays published.
 */
export async function mailAnswerToReader(to: string, url: string): Promise<void> {
  try {
    const { name } = await readPracticeFacts();
    await sendMail(questionAnsweredMail(to, url, name), { visitor: true });
  } catch (error) {
    logger.error({ err: error }, 'Mailing a reader about the answer to their question failed');
  }
}
