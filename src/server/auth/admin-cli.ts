import 'server-only';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import {
  STAFF_ROLE_LABELS,
  defaultStaffName,
  staffEmailSchema,
  staffNameSchema,
  staffRoleSchema,
} from '@/lib/auth/staff-account';
import { staffPasswordSchema } from '@/lib/auth/staff-password';
import { forgetSetupLinks } from './first-admin-setup';
import { clearSignInLocks } from './sign-in-locks';
import {
  StaffAccountError,
  createStaff,
  findStaffByEmail,
  listStaff,
  setStaffDisabled,
  setStaffPassword,
} from './staff';
import { resetTwoFactor } from './two-factor-policy';

export const ADMIN_CLI_USAGE = `Gestion des comptes de l’administration du site.

  npm run admin -- create --email EMAIL --password PASSWORD [--name NAME] [--role admin|editor]
      Crée un compte (rôle admin par défaut ; editor = le blog seulement).
  npm run admin -- reset-password --email EMAIL --password PASSWORD
      Change le mot de passe et ferme toutes les sessions de ce compte.
  npm run admin -- list
      Liste les comptes.
  npm run admin -- disable --email EMAIL
      Désactive un compte : il ne peut plus se connecter et ses sessions sont fermées.
  npm run admin -- unlock --email EMAIL
      Lève le blocage de connexion après trop de tentatives, depuis toutes les adresses.
  npm run admin -- reset-2fa --email EMAIL
      Retire la double authentification d’un compte (téléphone perdu) : la connexion ne demande
      plus que le mot de passe, ou une nouvelle activation si elle est exigée.

Les mots de passe font au moins 10 caractères et ne sont ni courants ni faciles à deviner.
La base est celle de DATABASE_URL.`;

export type CliResult = { exitCode: 0 | 1; output: string };

class UsageError extends Error {}

function parsed<T>(schema: z.ZodType<T>, value: unknown, option: string): T {
  if (value === undefined) throw new UsageError(`L’option --${option} est obligatoire.`);
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${option} : ${result.error.issues[0]?.message ?? 'valeur invalide.'}`);
  return result.data;
}

async function existingStaff(email: string) {
  const member = await findStaffByEmail(email);
  if (!member) throw new UsageError(`Aucun compte pour ${email}.`);
  return member;
}

async function run(command: string | undefined, values: Record<string, string | undefined>): Promise<string> {
  switch (command) {
    case 'create': {
      const email = parsed(staffEmailSchema, values.email, 'email');
      const password = parsed(staffPasswordSchema, values.password, 'password');
      const role = parsed(staffRoleSchema, values.role ?? 'admin', 'role');
      const name = parsed(staffNameSchema, values.name ?? '', 'name') || defaultStaffName(email);
      const member = await createStaff({ email, password, name, role });
      if (role === 'admin') await forgetSetupLinks();
      return `Compte créé : ${member.email} (${STAFF_ROLE_LABELS[member.role]}). Connexion sur /admin/login.`;
    }
    case 'reset-password': {
      const member = await existingStaff(parsed(staffEmailSchema, values.email, 'email'));
      await setStaffPassword(member.id, parsed(staffPasswordSchema, values.password, 'password'));
      return `Mot de passe changé pour ${member.email} ; ses sessions ont été fermées.`;
    }
    case 'list': {
      const staff = await listStaff();
      if (staff.length === 0) return 'Aucun compte.';
      return staff
        .map((member) =>
          [
            member.email,
            member.name,
            member.role,
            member.disabled ? 'désactivé' : 'actif',
            member.hasPassword ? '' : 'mot de passe non choisi',
            member.twoFactorEnabled ? 'double authentification' : '',
          ]
            .filter(Boolean)
            .join('\t'),
        )
        .join('\n');
    }
    case 'disable': {
      const member = await existingStaff(parsed(staffEmailSchema, values.email, 'email'));
      await setStaffDisabled(member.id, true);
      return `Compte désactivé : ${member.email} ; ses sessions ont été fermées.`;
    }
    case 'unlock': {
      const member = await existingStaff(parsed(staffEmailSchema, values.email, 'email'));
      const addresses = await clearSignInLocks(member.email);
      if (addresses === 0) return `Aucun blocage de connexion pour ${member.email}.`;
      return `Connexion débloquée pour ${member.email} (${addresses === 1 ? '1 adresse' : `${addresses} adresses`}).`;
    }
    case 'reset-2fa': {
      const member = await existingStaff(parsed(staffEmailSchema, values.email, 'email'));
      if (!member.twoFactorEnabled) return `${member.email} n’a pas de double authentification : rien à réinitialiser.`;
      await resetTwoFactor(member.id);
      return `Double authentification réinitialisée pour ${member.email}.`;
    }
    default:
      throw new UsageError(command ? `Commande inconnue : ${command}.` : 'Commande manquante.');
  }
}

/** The whole CLI minus process handling, so tests drive it on both engines. */
export async function runAdminCli(argv: string[]): Promise<CliResult> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
      },
    });
    if (positionals.length > 1) throw new UsageError(`Argument inattendu : ${positionals[1]}.`);
    return { exitCode: 0, output: await run(positionals[0], values) };
  } catch (error) {
    if (error instanceof StaffAccountError) return { exitCode: 1, output: `Erreur : ${error.message}` };
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      return { exitCode: 1, output: `Erreur : ${error.message}\n\n${ADMIN_CLI_USAGE}` };
    }
    throw error;
  }
}
