import 'server-only';
import type { StaffRole } from '@/lib/auth/staff-account';
import { databaseEngine, db } from '@/server/db/client';
import { isoTimestamp, plainBoolean, storedBoolean } from '@/server/db/stored-values';
import { logger } from '@/server/logger';
import { linkMailFailureDuring } from './account-link-mail';
import { auth } from './auth';

/** A refusal the caller can show as is (French). */
export class StaffAccountError extends Error {}

function staffQuery() {
  return db()
    .selectFrom('auth_users')
    .leftJoin('auth_accounts', (join) =>
      join.onRef('auth_accounts.user_id', '=', 'auth_users.id').on('auth_accounts.provider_id', '=', 'credential'),
    )
    .selectAll('auth_users')
    .select('auth_accounts.password');
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

function toStaffMember(row: StaffRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    disabled: plainBoolean(row.disabled),
    hasPassword: !!row.password,
    twoFactorEnabled: plainBoolean(row.two_factor_enabled),
    createdAt: isoTimestamp(row.created_at),
  };
}
export type StaffMember = ReturnType<typeof toStaffMember>;

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await staffQuery().orderBy('auth_users.email').execute();
  return rows.map(toStaffMember);
}

export async function findStaffById(id: string): Promise<StaffMember | null> {
  const row = await staffQuery().where('auth_users.id', '=', id).executeTakeFirst();
  return row ? toStaffMember(row) : null;
}

export async function findStaffByEmail(email: string): Promise<StaffMember | null> {
  const row = await staffQuery().where('auth_users.email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row ? toStaffMember(row) : null;
}

/**
 * Creates an account through Better Auth's own adapter (ids, timestamps, hashing as it expects).
 * Without a password the member is invited: the set-password mail gives them one.
 */
export async function createStaff(input: {
  email: string;
  name: string;
  role: StaffRole;
  password?: string;
}): Promise<StaffMember> {
  if (await findStaffByEmail(input.email)) throw new StaffAccountError(`Un compte existe déjà pour ${input.email}.`);
  const context = await auth().$context;
  const user = await context.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: false, role: input.role, disabled: false },
    { method: 'admin' },
  );
  if (input.password) await setStaffPassword(user.id, input.password);
  const created = await findStaffById(user.id);
  if (!created) throw new Error('Staff account vanished right after creation');
  return created;
}

/** How an invitation ended, said to the admin in French: whether the mail left, what the account is. */
export type InvitationOutcome = { sent: boolean; message: string };

/** The set-password mail (Better Auth's reset token; the mail reads as an invitation). */
async function sendInvitation(email: string): Promise<boolean> {
  const failure = await linkMailFailureDuring(() => auth().api.requestPasswordReset({ body: { email } }));
  if (failure) logger.error({ err: failure, email }, 'Invitation mail could not be sent');
  return !failure;
}

async function resend(member: StaffMember): Promise<InvitationOutcome> {
  if (await sendInvitation(member.email)) return { sent: true, message: `Invitation renvoyée à ${member.email}.` };
  return {
    sent: false,
    message: `L’email d’invitation n’a pas pu être envoyé à ${member.email}. Son compte existe et attend toujours son invitation : réessayez plus tard.`,
  };
}

/**
 * Creates the account without a password and mails the link that sets it. The account stays when
 * the mail fails, and the admin is told so: inviting the same address again (or « Renvoyer
 * l'invitation ») resends the mail to the waiting account instead of refusing it.
 */
export async function inviteStaff(input: { email: string; name: string; role: StaffRole }): Promise<InvitationOutcome> {
  const waiting = await findStaffByEmail(input.email);
  if (waiting?.hasPassword) throw new StaffAccountError(`Un compte existe déjà pour ${input.email}.`);
  if (waiting) return resend(waiting);
  const member = await createStaff(input);
  if (await sendInvitation(member.email)) return { sent: true, message: `Invitation envoyée à ${member.email}.` };
  return {
    sent: false,
    message: `Le compte de ${member.email} a été créé, mais l’email d’invitation n’a pas pu être envoyé. Réessayez plus tard avec « Renvoyer l’invitation ».`,
  };
}

/** « Renvoyer l'invitation »: only to a member who never chose a password. */
export async function resendInvitation(userId: string): Promise<InvitationOutcome> {
  const member = await findStaffById(userId);
  if (!member) throw new StaffAccountError('Compte introuvable.');
  if (member.hasPassword)
    throw new StaffAccountError('Ce compte a déjà un mot de passe : utilisez « Mot de passe oublié ? ».');
  return resend(member);
}

/** Sets a new password and ends every session of that member. */
export async function setStaffPassword(userId: string, password: string): Promise<void> {
  const context = await auth().$context;
  const hash = await context.password.hash(password);
  const account = await context.internalAdapter.findCredentialAccount(userId);
  if (account) await context.internalAdapter.updatePassword(userId, hash);
  else
    await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await endAllSessions(userId);
}

/**
 * Changes a member's role or disabled flag. A change that takes an active admin away (demotion,
 * disabling) checks for another active admin and applies in one atomic step, so two admins
 * demoting or disabling each other at the same moment cannot both succeed. On PostgreSQL such a
 * change first locks the active admins' rows: a concurrent one waits there, and its UPDATE then
 * sees the committed result. On SQLite the UPDATE itself holds the database's only write lock
 * while it looks for another active admin, across processes too (the CLI).
 */
async function updateStaffAccess(userId: string, change: { role: StaffRole } | { disabled: boolean }): Promise<void> {
  if (!(await findStaffById(userId))) throw new StaffAccountError('Compte introuvable.');
  const engine = databaseEngine();
  const active = storedBoolean(engine, false);
  const takesAwayAnAdmin = 'role' in change ? change.role !== 'admin' : change.disabled;
  const values = 'role' in change ? { role: change.role } : { disabled: storedBoolean(engine, change.disabled) };
  const result = await db()
    .transaction()
    .execute(async (trx) => {
      if (takesAwayAnAdmin && engine === 'postgres') {
        await trx
          .selectFrom('auth_users')
          .select('id')
          .where('role', '=', 'admin')
          .where('disabled', '=', active)
          .orderBy('id')
          .forUpdate()
          .execute();
      }
      return trx
        .updateTable('auth_users')
        .set({ ...values, updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .$if(takesAwayAnAdmin, (update) =>
          update.where((eb) =>
            eb.or([
              eb('role', '!=', 'admin'),
              eb('disabled', '!=', active),
              eb.exists(
                eb
                  .selectFrom('auth_users as other')
                  .select('other.id')
                  .where('other.role', '=', 'admin')
                  .where('other.disabled', '=', active)
                  .where('other.id', '!=', userId),
              ),
            ]),
          ),
        )
        .executeTakeFirst();
    });
  if (result.numUpdatedRows === 0n) throw new StaffAccountError('Il doit rester au moins un administrateur actif.');
}

export async function setStaffRole(userId: string, role: StaffRole): Promise<void> {
  await updateStaffAccess(userId, { role });
}

/** Disabling ends the member's sessions at once; they cannot sign in until re-enabled. */
export async function setStaffDisabled(userId: string, disabled: boolean): Promise<void> {
  await updateStaffAccess(userId, { disabled });
  if (disabled) await endAllSessions(userId);
}

export async function endAllSessions(userId: string): Promise<void> {
  await db().deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
}
