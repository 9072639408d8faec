import 'server-only';
import { APIError } from 'better-auth/api';
import { db } from '@/server/db/client';
import { plainBoolean } from '@/server/db/stored-values';

/**
 * Runs before Better Auth creates any session: a disabled account gets the same answer as a
 * wrong password, so the form does not reveal which accounts exist or are disabled.
 */
export async function rejectDisabledStaff(session: { userId: string }): Promise<void> {
  const user = await db()
    .selectFrom('auth_users')
    .select('disabled')
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!user || plainBoolean(user.disabled)) {
    throw APIError.from('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  }
}
