import 'server-only';
import { databaseEngine, db } from '@/server/db/client';
import { deleteAppSetting, readAppSetting, writeAppSetting } from '@/server/db/app-settings';
import { storedBoolean } from '@/server/db/stored-values';

const REQUIRED_SETTING = 'two_factor_required';

/** The admins' choice: every staff account must have a second factor to use the back office. */
export async function isTwoFactorRequired(): Promise<boolean> {
  return (await readAppSetting(REQUIRED_SETTING)) === 'true';
}

export async function setTwoFactorRequired(required: boolean): Promise<void> {
  if (required) await writeAppSetting(REQUIRED_SETTING, 'true');
  else await deleteAppSetting(REQUIRED_SETTING);
}

/** A signed-in member who must set up a second factor before anything else. */
export async function mustSetUpTwoFactor(staff: { twoFactorEnabled: boolean }): Promise<boolean> {
  return !staff.twoFactorEnabled && (await isTwoFactorRequired());
}

/**
 * An admin's reset of a member's second factor (a lost phone, used-up recovery codes): the
 * secret and the recovery codes are deleted and the member signs in with the password alone, or
 * is sent to set a new factor up when the admins require one. Their sessions stay open; ending
 * them is a separate action.
 */
export async function resetTwoFactor(userId: string): Promise<void> {
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('auth_two_factors').where('user_id', '=', userId).execute();
      await trx
        .updateTable('auth_users')
        .set({ two_factor_enabled: storedBoolean(databaseEngine(), false), updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
    });
}
