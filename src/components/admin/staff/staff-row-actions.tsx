'use client';

import { callAction } from '@/components/admin/call-action';
import { useAction } from '@/components/admin/use-action';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { ActionResult } from '@/lib/actions/action-result';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/auth/staff-account';

type Member = {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  signInLocked: boolean;
};

export type StaffRowActionsProps = {
  changeRole: (userId: string, role: string) => Promise<ActionResult>;
  setDisabled: (userId: string, disabled: boolean) => Promise<ActionResult>;
  resendInvitation: (userId: string) => Promise<ActionResult>;
  clearSignInLock: (userId: string) => Promise<ActionResult>;
  resetTwoFactor: (userId: string) => Promise<ActionResult>;
  endSessions: (userId: string) => Promise<ActionResult>;
};

/** Role, disable/re-enable, invitation, sign-in unlock, second-factor and session controls of one staff row (not on one's own row). */
export function StaffRowActions({ member, actions }: { member: Member; actions: StaffRowActionsProps }) {
  const { pending, run } = useAction('Équipe mise à jour');

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="w-40">
        <NativeSelect
          aria-label={`Rôle de ${member.email}`}
          value={member.role}
          disabled={pending}
          onChange={(event) => run(callAction(actions.changeRole(member.id, event.target.value)))}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={pending}
        onClick={() => run(callAction(actions.setDisabled(member.id, !member.disabled)))}
      >
        {member.disabled ? 'Réactiver' : 'Désactiver'}
      </Button>
      {member.signInLocked ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => run(callAction(actions.clearSignInLock(member.id)))}
        >
          Débloquer la connexion
        </Button>
      ) : null}
      {member.hasPassword ? null : (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={pending}
          onClick={() => run(callAction(actions.resendInvitation(member.id)))}
        >
          Renvoyer l’invitation
        </Button>
      )}
      {member.twoFactorEnabled ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={pending}
          onClick={() => run(callAction(actions.resetTwoFactor(member.id)))}
        >
          Réinitialiser la double authentification
        </Button>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={pending}
        onClick={() => run(callAction(actions.endSessions(member.id)))}
      >
        Déconnecter partout
      </Button>
    </div>
  );
}
