import type { Metadata } from 'next';
import { SessionList } from '@/components/admin/account/session-list';
import { TwoFactorSettings } from '@/components/admin/account/two-factor-settings';
import { ChangePasswordForm } from '@/components/admin/staff/change-password-form';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { STAFF_ROLE_LABELS } from '@/lib/auth/staff-account';
import { requireBlogManager } from '@/server/auth/session';
import { listOpenSessions } from '@/server/auth/staff-sessions';
import { isTwoFactorRequired } from '@/server/auth/two-factor-policy';
import { twoFactorQrCodeAction } from '../../double-authentification/actions';
import { endMyOtherSessionsAction, endMySessionAction } from './actions';

export const metadata: Metadata = { title: 'Mon compte' };

export default async function AccountPage() {
  const staff = await requireBlogManager();
  const [sessions, required] = await Promise.all([listOpenSessions(staff.id, staff.sessionId), isTwoFactorRequired()]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Mon compte</h1>
        <p className="text-sm text-muted-foreground">
          {staff.name} · {staff.email} · {STAFF_ROLE_LABELS[staff.role]}
        </p>
      </div>
      <ChangePasswordForm />
      <TwoFactorSettings enabled={staff.twoFactorEnabled} required={required} qrCodeFor={twoFactorQrCodeAction} />
      <SessionList
        sessions={sessions.map((session) => ({ ...session, lastUsed: formatAdminDateTime(session.lastUsedAt) }))}
        endSession={endMySessionAction}
        endOthers={endMyOtherSessionsAction}
      />
    </div>
  );
}
