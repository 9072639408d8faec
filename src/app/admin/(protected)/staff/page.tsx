import type { Metadata } from 'next';
import { InviteStaffForm } from '@/components/admin/staff/invite-staff-form';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { TwoFactorRequirement } from '@/components/admin/staff/two-factor-requirement';
import { Badge } from '@/components/ui/badge';
import { STAFF_ROLE_LABELS } from '@/lib/auth/staff-account';
import { requireAdmin } from '@/server/auth/session';
import { listStaff } from '@/server/auth/staff';
import { lockedSignInEmails } from '@/server/auth/sign-in-locks';
import { isTwoFactorRequired } from '@/server/auth/two-factor-policy';
import {
  changeStaffRoleAction,
  clearSignInLockAction,
  endStaffSessionsAction,
  inviteStaffAction,
  resendInvitationAction,
  resetStaffTwoFactorAction,
  setStaffDisabledAction,
  setTwoFactorRequiredAction,
} from './actions';

export const metadata: Metadata = { title: 'Équipe' };

const rowActions = {
  changeRole: changeStaffRoleAction,
  setDisabled: setStaffDisabledAction,
  resendInvitation: resendInvitationAction,
  clearSignInLock: clearSignInLockAction,
  resetTwoFactor: resetStaffTwoFactorAction,
  endSessions: endStaffSessionsAction,
};

/** Admins only: who can enter the back office, with which role. */
export default async function StaffPage() {
  const admin = await requireAdmin();
  const [staff, locked, twoFactorRequired] = await Promise.all([
    listStaff(),
    lockedSignInEmails(),
    isTwoFactorRequired(),
  ]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Équipe</h1>
        <p className="text-sm text-muted-foreground">
          Les administrateurs gèrent l’équipe et le blog ; les rédacteurs, le blog seulement. Un compte désactivé ne
          peut plus se connecter. Après trop de mots de passe erronés, la connexion est bloquée 15 minutes depuis
          l’adresse concernée seulement ; vous pouvez la débloquer.
        </p>
      </div>
      <TwoFactorRequirement required={twoFactorRequired} setRequired={setTwoFactorRequiredAction} />
      <InviteStaffForm invite={inviteStaffAction} />
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className="w-full text-sm">
          <thead className="border-b text-left text-muted-foreground">
            <tr>
              <th className="p-3 font-medium">Nom</th>
              <th className="p-3 font-medium">Email</th>
              <th className="p-3 font-medium">Statut</th>
              <th className="p-3 font-medium">Rôle et actions</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id} className="border-b last:border-0">
                <td className="p-3">{member.name}</td>
                <td className="p-3">{member.email}</td>
                <td className="p-3">
                  {member.disabled ? <Badge variant="outline">Désactivé</Badge> : <Badge>Actif</Badge>}
                  {member.hasPassword ? null : (
                    <span className="ml-2 text-xs text-muted-foreground">Invitation en attente</span>
                  )}
                  <span className="ml-2 text-xs text-muted-foreground">
                    {member.twoFactorEnabled ? 'Double authentification' : 'Mot de passe seul'}
                  </span>
                  {locked.has(member.email) ? (
                    <Badge variant="warning" className="ml-2">
                      Connexion bloquée
                    </Badge>
                  ) : null}
                </td>
                <td className="p-3">
                  {member.id === admin.id ? (
                    <span>{STAFF_ROLE_LABELS[member.role]} (vous)</span>
                  ) : (
                    <StaffRowActions
                      member={{ ...member, signInLocked: locked.has(member.email) }}
                      actions={rowActions}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
