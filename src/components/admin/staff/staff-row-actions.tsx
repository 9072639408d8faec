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

  // A function declaration that calls callAction(action()): decision 023's architecture test follows the thunks into it.
  function button(label: string, variant: 'outline' | 'ghost', action: () => Promise<ActionResult>) {
    return (
      <Button type="button" size="sm" variant={variant} disabled={pending} onClick={() => run(callAction(action()))}>
        {label}
      </Button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="w-40">
        <NativeSelect
          aria-label={`Rôle de ${member.email}`}
          value={member.role}
          disabled={pending}
          onChange={(event) => run(callAction(actions.changeRole(member.id, event.target.value)))}
          options={STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }))}
        />
      </div>
      {button(member.disabled ? 'Réactiver' : 'Désactiver', 'outline', () =>
        actions.setDisabled(member.id, !member.disabled),
      )}
      {member.signInLocked
        ? button('Débloquer la connexion', 'outline', () => actions.clearSignInLock(member.id))
        : null}
      {member.hasPassword ? null : button('Renvoyer l’invitation', 'ghost', () => actions.resendInvitation(member.id))}
      {member.twoFactorEnabled
        ? button('Réinitialiser la double authentification', 'ghost', () => actions.resetTwoFactor(member.id))
        : null}
      {button('Déconnecter partout', 'ghost', () => actions.endSessions(member.id))}
    </div>
  );
}
