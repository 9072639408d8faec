import 'server-only';
import { deviceLabel } from '@/lib/auth/device-label';
import { db } from '@/server/db/client';
import { isoTimestamp, touchedRows } from '@/server/db/stored-values';

/** How often a session's last use is written down: enough for "il y a 5 minutes", few writes. */
const LAST_USE_PRECISION_MS = 5 * 60 * 1000;

/**
 * The member's sessions that have not expired, most recently used first, as 'Mon compte' shows
 * them: each referred to by id, never by its token.
 */
export async function listOpenSessions(userId: string, currentSessionId: string) {
  const rows = await db()
    .selectFrom('auth_sessions')
    .select(['id', 'user_agent', 'ip_address', 'updated_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.user_agent),
    address: row.ip_address || null,
    lastUsedAt: isoTimestamp(row.updated_at),
    createdAt: isoTimestamp(row.created_at),
    current: row.id === currentSessionId,
  }));
}

/** Ends one of the member's own sessions; another member's session id matches nothing. */
export async function endOwnSession(userId: string, sessionId: string): Promise<boolean> {
  const result = await db()
    .deleteFrom('auth_sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return touchedRows(result);
}

/** "Déconnecter les autres appareils": every session of the member but this one. */
export async function endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  const result = await db()
    .deleteFrom('auth_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', currentSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Better Auth moves `updated_at` only when it extends a session (once a day): the guards call
 * this on every request so the list can say when a device was last used, writing at most once
 * per few minutes per session.
 */
export async function noteSessionUse(session: { id: string; updatedAt: Date | string }): Promise<void> {
  const now = Date.now();
  if (now - new Date(session.updatedAt).getTime() < LAST_USE_PRECISION_MS) return;
  await db()
    .updateTable('auth_sessions')
    .set({ updated_at: new Date(now).toISOString() })
    .where('id', '=', session.id)
    .execute();
}
