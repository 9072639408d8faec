import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { ensurePrivateDirectory, writePrivateFileWhole } from '@/server/private-files';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** The outbox file: one JSON document per message, readable by people and by tests. */
export type OutboxMail = MailMessage & { from: string; createdAt: string };

/**
 * Who a visitor's mail went to, as the outbox keeps it: the mail tells the reader their address
 * was erased once it served (decision 043), which a copy of it in the outbox would belie.
 */
export const VISITOR_IN_OUTBOX = 'un lecteur (adresse non conservée)';

export function outboxDirectory(): string {
  return path.join(env().DATA_DIR, 'outbox');
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the message to DATA_DIR/outbox/ so a
 * laptop install and the tests can read it. Mails carry sign-in links: only the recipient and
 * subject are logged, never the body; a visitor's address is neither logged nor kept in the
 * outbox (`visitor`, decision 043).
 */
export async function sendMail(message: MailMessage, { visitor = false }: { visitor?: boolean } = {}): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const to = visitor ? 'a visitor' : message.to;
  if (SMTP_URL) {
    await nodemailer.createTransport(SMTP_URL).sendMail({ from: MAIL_FROM, ...message });
    logger.info({ to, subject: message.subject }, 'Mail sent through SMTP');
    return;
  }
  const createdAt = new Date().toISOString();
  const file = path.join(outboxDirectory(), `${createdAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`);
  ensurePrivateDirectory(path.dirname(file));
  const mail: OutboxMail = { from: MAIL_FROM, ...message, to: visitor ? VISITOR_IN_OUTBOX : message.to, createdAt };
  await writePrivateFileWhole(file, JSON.stringify(mail, null, 2));
  logger.info({ to, subject: message.subject, file }, 'No SMTP_URL: mail written to the outbox');
}
