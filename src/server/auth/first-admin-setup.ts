import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  claimAppSetting,
  deleteAppSetting,
  deleteAppSettingIfUnchanged,
  readAppSetting,
} from '@/server/db/app-settings';
import { db } from '@/server/db/client';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE } from '@/server/private-files';
import { authSecret } from './auth-secret';

const SETTING = 'first-admin-setup';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The stored half of the one setup link. The token itself is never stored: it is an HMAC of the
 * nonce under AUTH_SECRET, so every process of the site (they share the secret) derives the same
 * link, and a copy of the database alone does not open it.
 */
const setupClaim = z.object({ nonce: z.string(), expiresAt: z.string() });
type SetupClaim = z.infer<typeof setupClaim>;

/** The link is also kept here (readable by the owner only) for whoever missed the start log. */
export function setupLinkFile(): string {
  return path.join(env().DATA_DIR, 'first-admin-setup-link.txt');
}

export async function hasAnyAdmin(): Promise<boolean> {
  return !!(await db().selectFrom('auth_users').select('id').where('role', '=', 'admin').executeTakeFirst());
}

function tokenFor(claim: SetupClaim): string {
  return createHmac('sha256', authSecret()).update(`${SETTING}:${claim.nonce}`).digest('base64url');
}

function parseClaim(stored: string): SetupClaim | null {
  try {
    return setupClaim.parse(JSON.parse(stored));
  } catch {
    return null;
  }
}

function isLive(claim: SetupClaim | null | undefined): claim is SetupClaim {
  return !!claim && new Date(claim.expiresAt).getTime() > Date.now();
}

/** The row as stored (compared on delete) and what it says. */
async function readClaim(): Promise<{ stored: string; claim: SetupClaim | null } | null> {
  const stored = await readAppSetting(SETTING);
  return stored === null ? null : { stored, claim: parseClaim(stored) };
}

/**
 * The current claim, or a new one when there is none or it expired. Processes starting together
 * race on one insert-if-absent row: one claim wins and every process reads that same one back.
 */
async function liveClaim(): Promise<SetupClaim | null> {
  const current = await readClaim();
  if (isLive(current?.claim)) return current.claim;
  if (current) await deleteAppSettingIfUnchanged(SETTING, current.stored);
  const fresh: SetupClaim = {
    nonce: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + LIFETIME_MS).toISOString(),
  };
  await claimAppSetting(SETTING, JSON.stringify(fresh));
  const winner = (await readClaim())?.claim;
  return isLive(winner) ? winner : null;
}

/**
 * Called at every server start. With no admin account at all, prints the one-time link to
 * /admin/setup (valid 24 h from its creation): the same link from every process and every
 * restart until it is used or expires, then a new one. With an admin, forgets any leftover link.
 */
export async function announceFirstAdminSetup(): Promise<string | null> {
  if (await hasAnyAdmin()) {
    await forgetSetupLinks();
    return null;
  }
  const claim = await liveClaim();
  if (!claim) return null;
  const url = new URL('/admin/setup', env().SITE_URL);
  url.searchParams.set('token', tokenFor(claim));
  const link = url.toString();
  ensurePrivateDirectory(path.dirname(setupLinkFile()));
  await writeFile(setupLinkFile(), `${link}\n`, { mode: PRIVATE_FILE_MODE });
  console.log(
    [
      '',
      'Aucun compte administrateur. Pour créer le premier, ouvrez ce lien (valable 24 h, une seule fois) :',
      `  ${link}`,
      'ou utilisez : npm run admin -- create --email EMAIL --password MOT_DE_PASSE',
      '',
    ].join('\n'),
  );
  return link;
}

function sameToken(claim: SetupClaim, token: string): boolean {
  const expected = Buffer.from(tokenFor(claim));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The stored row when `token` is its unexpired token and no admin exists yet. */
async function matchingClaim(token: string): Promise<string | null> {
  if (!token || (await hasAnyAdmin())) return null;
  const current = await readClaim();
  return current && isLive(current.claim) && sameToken(current.claim, token) ? current.stored : null;
}

export async function isSetupTokenValid(token: string): Promise<boolean> {
  return (await matchingClaim(token)) !== null;
}

/** Uses the token up with one conditional delete, so two submissions cannot both create an admin. */
export async function consumeSetupToken(token: string): Promise<boolean> {
  const stored = await matchingClaim(token);
  if (stored === null || !(await deleteAppSettingIfUnchanged(SETTING, stored))) return false;
  await rm(setupLinkFile(), { force: true });
  return true;
}

export async function forgetSetupLinks(): Promise<void> {
  await deleteAppSetting(SETTING);
  await rm(setupLinkFile(), { force: true }).catch((error) =>
    logger.warn({ err: error }, 'Could not remove the setup link file'),
  );
}
