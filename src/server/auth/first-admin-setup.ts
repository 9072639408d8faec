import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { db } from '@/server/db/client';
import { env } from '@/server/env';
import { logger } from '@/server/logger';

const IDENTIFIER = 'first-admin-setup';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The link is also kept here (readable by the owner only) for whoever missed the start log. */
export function setupLinkFile(): string {
  return path.join(env().DATA_DIR, 'first-admin-setup-link.txt');
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function hasAnyAdmin(): Promise<boolean> {
  return !!(await db().selectFrom('auth_users').select('id').where('role', '=', 'admin').executeTakeFirst());
}

/**
 * Called once at server start. With no admin account at all, prints a fresh one-time link to
 * /admin/setup (random token, stored hashed, valid 24 h; earlier links stop working). With an
 * admin, forgets any leftover link.
 */
export async function announceFirstAdminSetup(): Promise<string | null> {
  await forgetSetupLinks();
  if (await hasAnyAdmin()) return null;
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db()
    .insertInto('auth_verifications')
    .values({
      id: randomUUID(),
      identifier: IDENTIFIER,
      value: digest(token),
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  const url = new URL('/admin/setup', env().SITE_URL);
  url.searchParams.set('token', token);
  const link = url.toString();
  await mkdir(path.dirname(setupLinkFile()), { recursive: true });
  await writeFile(setupLinkFile(), `${link}\n`, { mode: 0o600 });
  console.log(
    [
      '',
      'Aucun compte administrateur. Pour créer le premier, ouvrez ce lien (valable 24 h, une seule fois) :',
      `  ${link}`,
      'ou utilisez : npm run admin -- create --email EMAIL --password MOT_DE_PASSE',
      '',
    ].join('\n'),
  );
  return link;
}

/** True when the token is the current, unexpired setup token and no admin exists yet. */
export async function isSetupTokenValid(token: string): Promise<boolean> {
  if (!token || (await hasAnyAdmin())) return false;
  const row = await db()
    .selectFrom('auth_verifications')
    .select('expires_at')
    .where('identifier', '=', IDENTIFIER)
    .where('value', '=', digest(token))
    .executeTakeFirst();
  return !!row && new Date(row.expires_at).getTime() > Date.now();
}

/** Uses the token up in one statement, so two submissions cannot both create an admin. */
export async function consumeSetupToken(token: string): Promise<boolean> {
  if (!token || (await hasAnyAdmin())) return false;
  const deleted = await db()
    .deleteFrom('auth_verifications')
    .where('identifier', '=', IDENTIFIER)
    .where('value', '=', digest(token))
    .where('expires_at', '>', new Date().toISOString())
    .returning('id')
    .executeTakeFirst();
  if (deleted) await rm(setupLinkFile(), { force: true });
  return !!deleted;
}

export async function forgetSetupLinks(): Promise<void> {
  await db().deleteFrom('auth_verifications').where('identifier', '=', IDENTIFIER).execute();
  await rm(setupLinkFile(), { force: true }).catch((error) => logger.warn({ err: error }, 'Could not remove the setup link file'));
}
