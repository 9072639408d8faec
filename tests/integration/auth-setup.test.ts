import './auth-helpers';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeFirstAdminSetup } from '@/app/admin/setup/actions';
import { announceFirstAdminSetup, isSetupTokenValid, setupLinkFile } from '@/server/auth/first-admin-setup';
import { findStaffByEmail } from '@/server/auth/staff';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe('first-admin setup link', () => {
  it('expires', async () => {
    const { db } = await import('@/server/db/client');
    const token = new URL((await announceFirstAdminSetup())!).searchParams.get('token')!;
    await db().updateTable('auth_verifications').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('identifier', '=', 'first-admin-setup').execute();
    expect(await isSetupTokenValid(token)).toBe(false);
    const attempt = await completeFirstAdminSetup({ ok: false }, form({ token, name: '', email: uniqueEmail(), password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD }));
    expect(attempt.ok).toBe(false);
  });

  it('is announced while no admin exists, works once, and is not announced again', async () => {
    const link = await announceFirstAdminSetup();
    expect(link).toMatch(/^http:\/\/cabinet\.test\/admin\/setup\?token=[\w-]{40,}$/);
    expect(readFileSync(setupLinkFile(), 'utf8').trim()).toBe(link);
    const token = new URL(link!).searchParams.get('token')!;

    // A restart replaces the link: the old token stops working.
    const fresh = new URL((await announceFirstAdminSetup())!).searchParams.get('token')!;
    expect(await isSetupTokenValid(token)).toBe(false);
    expect(await isSetupTokenValid(fresh)).toBe(true);
    expect(await isSetupTokenValid('')).toBe(false);

    const email = uniqueEmail('premier');
    const mismatch = await completeFirstAdminSetup({ ok: false }, form({ token: fresh, name: '', email, password: STRONG_PASSWORD, confirmation: 'autre chose' }));
    expect(mismatch).toMatchObject({ ok: false, fieldErrors: { confirmation: 'Les deux mots de passe ne correspondent pas.' } });
    const short = await completeFirstAdminSetup({ ok: false }, form({ token: fresh, name: '', email, password: 'court', confirmation: 'court' }));
    expect(short.fieldErrors?.password).toBe('Le mot de passe doit contenir au moins 10 caractères.');
    expect(await isSetupTokenValid(fresh)).toBe(true);

    const done = await completeFirstAdminSetup({ ok: false }, form({ token: fresh, name: 'Dr Alami', email, password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD }));
    expect(done).toEqual({ ok: true });
    expect(await findStaffByEmail(email)).toMatchObject({ role: 'admin', name: 'Dr Alami', disabled: false });
    await expect(signInCookie(email)).resolves.toBeTruthy();
    expect(existsSync(setupLinkFile())).toBe(false);

    const again = await completeFirstAdminSetup({ ok: false }, form({ token: fresh, name: '', email: uniqueEmail(), password: STRONG_PASSWORD, confirmation: STRONG_PASSWORD }));
    expect(again.ok).toBe(false);
    expect(again.formError).toMatch(/^Ce lien de configuration a déjà été utilisé ou a expiré\./);
    expect(await announceFirstAdminSetup()).toBeNull();
  });
});
