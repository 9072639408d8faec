import './auth-helpers';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runAdminCli } from '@/server/auth/admin-cli';
import { findStaffByEmail } from '@/server/auth/staff';
import { STRONG_PASSWORD, signInCookie, uniqueEmail } from './auth-helpers';
import { movableSignInClock } from './sign-in-test-clock';

// The slow-down before each password check moves this clock instead of making the tests wait.
movableSignInClock();

describe('admin CLI', () => {
  it('creates an admin by default and an editor on request, and lists them', async () => {
    const admin = uniqueEmail('admin');
    const editor = uniqueEmail('editor');
    expect(await runAdminCli(['create', '--email', admin.toUpperCase(), '--password', STRONG_PASSWORD])).toMatchObject({
      exitCode: 0,
    });
    expect(
      await runAdminCli([
        'create',
        '--email',
        editor,
        '--password',
        STRONG_PASSWORD,
        '--name',
        'Sara B.',
        '--role',
        'editor',
      ]),
    ).toMatchObject({
      exitCode: 0,
    });
    expect(await findStaffByEmail(admin)).toMatchObject({
      email: admin,
      role: 'admin',
      disabled: false,
      hasPassword: true,
    });
    expect(await findStaffByEmail(editor)).toMatchObject({ name: 'Sara B.', role: 'editor' });

    const { exitCode, output } = await runAdminCli(['list']);
    expect(exitCode).toBe(0);
    expect(output).toContain(`${admin}\t${admin.split('@')[0]}\tadmin\tactif`);
    expect(output).toContain(`${editor}\tSara B.\teditor\tactif`);
    await expect(signInCookie(admin)).resolves.toMatch(/^cabinet\.session_token=/);
  });

  it('refuses a duplicate email and a short password with a clear message and exit code 1', async () => {
    const email = uniqueEmail();
    await runAdminCli(['create', '--email', email, '--password', STRONG_PASSWORD]);
    const duplicate = await runAdminCli(['create', '--email', email, '--password', STRONG_PASSWORD]);
    expect(duplicate).toEqual({ exitCode: 1, output: `Erreur : Un compte existe déjà pour ${email}.` });

    const short = await runAdminCli(['create', '--email', uniqueEmail(), '--password', '123456789']);
    expect(short.exitCode).toBe(1);
    expect(short.output).toMatch(
      /^Erreur\u00a0: --password\u00a0: Le mot de passe doit contenir au moins 10 caractères\./,
    );

    for (const args of [
      ['create', '--email', uniqueEmail(), '--password', STRONG_PASSWORD, '--role', 'root'],
      ['frobnicate'],
      [],
      ['create', '--email', 'x@y.z', '--pasword', 'a'],
    ]) {
      expect((await runAdminCli(args)).exitCode, args.join(' ')).toBe(1);
    }
  });

  it('resets a password: the old one stops working and open sessions end', async () => {
    const email = uniqueEmail();
    await runAdminCli(['create', '--email', email, '--password', STRONG_PASSWORD, '--role', 'editor']);
    await signInCookie(email);
    const reset = await runAdminCli(['reset-password', '--email', email, '--password', 'tout-nouveau-mdp']);
    expect(reset.exitCode).toBe(0);
    await expect(signInCookie(email)).rejects.toThrow(/401/);
    await expect(signInCookie(email, 'tout-nouveau-mdp')).resolves.toBeTruthy();
    expect(
      (await runAdminCli(['reset-password', '--email', uniqueEmail('absent'), '--password', 'tout-nouveau-mdp']))
        .exitCode,
    ).toBe(1);
  });

  it('disables an account: no more sign-in, sessions gone', async () => {
    const { db } = await import('@/server/db/client');
    const email = uniqueEmail();
    await runAdminCli(['create', '--email', email, '--password', STRONG_PASSWORD, '--role', 'editor']);
    await signInCookie(email);
    expect((await runAdminCli(['disable', '--email', email])).exitCode).toBe(0);
    const member = await findStaffByEmail(email);
    expect(member?.disabled).toBe(true);
    expect(await db().selectFrom('auth_sessions').select('id').where('user_id', '=', member!.id).execute()).toEqual([]);
    await expect(signInCookie(email)).rejects.toThrow(/401/);
    expect((await runAdminCli(['list'])).output).toContain(`${email}\t${email.split('@')[0]}\teditor\tdésactivé`);
  });

  it('unlocks an account locked out by wrong passwords, from every address', async () => {
    const email = uniqueEmail();
    await runAdminCli(['create', '--email', email, '--password', STRONG_PASSWORD, '--role', 'editor']);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expect(signInCookie(email, 'mauvais-mot-de-passe')).rejects.toThrow(/401/);
    await expect(signInCookie(email)).rejects.toThrow(/429/);
    expect(await runAdminCli(['unlock', '--email', email.toUpperCase()])).toEqual({
      exitCode: 0,
      output: `Connexion débloquée pour ${email} (1 adresse).`,
    });
    await expect(signInCookie(email)).resolves.toBeTruthy();
    expect(await runAdminCli(['unlock', '--email', email])).toEqual({
      exitCode: 0,
      output: `Aucun blocage de connexion pour ${email}.`,
    });
    expect((await runAdminCli(['unlock', '--email', uniqueEmail('absent')])).exitCode).toBe(1);
  });

  it('keeps the last active admin', async () => {
    const { listStaff, setStaffDisabled } = await import('@/server/auth/staff');
    const last = uniqueEmail('dernier-admin');
    await runAdminCli(['create', '--email', last, '--password', STRONG_PASSWORD]);
    for (const member of await listStaff()) {
      if (member.role === 'admin' && member.email !== last && !member.disabled) await setStaffDisabled(member.id, true);
    }
    expect(await runAdminCli(['disable', '--email', last])).toEqual({
      exitCode: 1,
      output: 'Erreur : Il doit rester au moins un administrateur actif.',
    });
    expect((await findStaffByEmail(last))?.disabled).toBe(false);
  });
});

describe('npm run admin (the real process)', () => {
  it('exits with code 1 and the message on stderr when refused', async () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', ...args], {
        env: { ...process.env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const email = uniqueEmail('process');
    expect(run('create', '--email', email, '--password', STRONG_PASSWORD)).toContain(`Compte créé : ${email}`);
    let failure: { status?: number; stderr?: string } = {};
    try {
      run('create', '--email', email, '--password', STRONG_PASSWORD);
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain(`Un compte existe déjà pour ${email}.`);
  });
});
