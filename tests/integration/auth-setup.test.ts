import './auth-helpers';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeFirstAdminSetup } from '@/app/admin/setup/actions';
import { PASSWORD_TOO_COMMON } from '@/lib/auth/auth-messages';
import { announceFirstAdminSetup, isSetupTokenValid, setupLinkFile } from '@/server/auth/first-admin-setup';
import { findStaffByEmail } from '@/server/auth/staff';
import { STRONG_PASSWORD, runInAnotherProcess, signInCookie, uniqueEmail } from './auth-helpers';

const tokenOf = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!;

/** A separate Node process starting the way the server does, on this test's database. */
async function announceInAnotherProcess(environment: Record<string, string> = {}): Promise<string> {
  const script = `
    const { announceFirstAdminSetup } = await import('@/server/auth/first-admin-setup');
    const { closeDb } = await import('@/server/db/client');
    await announceFirstAdminSetup();
    await closeDb();`;
  const stdout = await runInAnotherProcess(script, environment);
  return stdout.match(/https?:\/\/\S+\/admin\/setup\?token=\S+/)?.[0] ?? `no link in: ${stdout}`;
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe('first-admin setup link', () => {
  it('expires, and the next start announces a new link', async () => {
    const { readAppSetting, writeAppSetting } = await import('@/server/db/app-settings');
    const token = tokenOf(await announceFirstAdminSetup());
    const stored = JSON.parse((await readAppSetting('first-admin-setup'))!);
    await writeAppSetting(
      'first-admin-setup',
      JSON.stringify({ ...stored, expiresAt: new Date(Date.now() - 1000).toISOString() }),
    );
    expect(await isSetupTokenValid(token)).toBe(false);
    const attempt = await completeFirstAdminSetup(
      null,
      form({ token, name: '', email: uniqueEmail(), password: STRONG_PASSWORD }),
    );
    expect(attempt.ok).toBe(false);
    const fresh = tokenOf(await announceFirstAdminSetup());
    expect(fresh).not.toBe(token);
    expect(await isSetupTokenValid(fresh)).toBe(true);
  });

  it('is one and the same valid link for processes starting together', async () => {
    const links = await Promise.all(Array.from({ length: 6 }, () => announceFirstAdminSetup()));
    expect(new Set(links).size).toBe(1);
    expect(await isSetupTokenValid(tokenOf(links[0]))).toBe(true);
    expect(readFileSync(setupLinkFile(), 'utf8').trim()).toBe(links[0]);
  });

  it('is one and the same valid link for separate server processes', { timeout: 60_000 }, async () => {
    const { forgetSetupLinks } = await import('@/server/auth/first-admin-setup');
    await forgetSetupLinks();
    const links = await Promise.all([
      announceInAnotherProcess(),
      announceInAnotherProcess(),
      announceInAnotherProcess(),
    ]);
    expect(links[0]).toMatch(/^http:\/\/cabinet\.test\/admin\/setup\?token=/);
    expect(new Set(links).size).toBe(1);
    expect(await isSetupTokenValid(tokenOf(links[0]))).toBe(true);
    expect(readFileSync(setupLinkFile(), 'utf8').trim()).toBe(links[0]);
  });

  it('points at the port the server listens to when SITE_URL is unset', { timeout: 60_000 }, async () => {
    expect(await announceInAnotherProcess({ PORT: '3999', SITE_URL: '' })).toMatch(
      /^http:\/\/localhost:3999\/admin\/setup\?token=/,
    );
  });

  it('is announced while no admin exists, works once, and is not announced again', async () => {
    const link = await announceFirstAdminSetup();
    expect(link).toMatch(/^http:\/\/cabinet\.test\/admin\/setup\?token=[\w-]{40,}$/);
    expect(readFileSync(setupLinkFile(), 'utf8').trim()).toBe(link);

    // A restart announces the same link while it is unused and unexpired.
    const fresh = tokenOf(await announceFirstAdminSetup());
    expect(fresh).toBe(tokenOf(link));
    expect(await isSetupTokenValid(fresh)).toBe(true);
    expect(await isSetupTokenValid('')).toBe(false);
    expect(await isSetupTokenValid(`${fresh.slice(0, -1)}x`)).toBe(false);

    const email = uniqueEmail('premier');
    const short = await completeFirstAdminSetup(null, form({ token: fresh, name: '', email, password: 'court' }));
    expect(short.ok === false && short.fieldErrors.password).toBe(
      'Le mot de passe doit contenir au moins 10 caractères.',
    );
    const common = await completeFirstAdminSetup(null, form({ token: fresh, name: '', email, password: 'motdepasse' }));
    expect(common.ok === false && common.fieldErrors.password).toBe(PASSWORD_TOO_COMMON);
    expect(await isSetupTokenValid(fresh)).toBe(true);

    const done = await completeFirstAdminSetup(
      null,
      form({ token: fresh, name: 'Dr Alami', email, password: STRONG_PASSWORD }),
    );
    expect(done).toEqual({ ok: true });
    expect(await findStaffByEmail(email)).toMatchObject({ role: 'admin', name: 'Dr Alami', disabled: false });
    await expect(signInCookie(email)).resolves.toBeTruthy();
    expect(existsSync(setupLinkFile())).toBe(false);

    const again = await completeFirstAdminSetup(
      null,
      form({ token: fresh, name: '', email: uniqueEmail(), password: STRONG_PASSWORD }),
    );
    expect(again.ok).toBe(false);
    expect(again.ok === false && again.message).toMatch(/^Ce lien de configuration a déjà été utilisé ou a expiré\./);
    expect(await announceFirstAdminSetup()).toBeNull();
  });
});
