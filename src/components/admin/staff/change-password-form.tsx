'use client';

import { toast } from 'sonner';
import { authClient } from '@/components/admin/auth/auth-client';
import { PasswordField } from '@/components/admin/auth/account-fields';
import { passwordProblem } from '@/components/admin/auth/password-problem';
import { toastError, useBusy } from '@/components/admin/auth/use-busy';
import { useFormValues } from '@/components/admin/use-form-values';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/auth/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';

const NOT_CHANGED = 'Le mot de passe n’a pas pu être changé.';
const EMPTY = { current: '', next: '', confirmation: '' };

/** Any staff member changes their own password; their other sessions end. */
export function ChangePasswordForm() {
  const { values, setValues, bind } = useFormValues(EMPTY, {});
  const { current, next, confirmation } = values;
  const { busy, onSubmit } = useBusy('Password form failed', NOT_CHANGED);

  const submit = onSubmit(async () => {
    if (!current || !next || !confirmation) return;
    const problem = passwordProblem(next, confirmation);
    if (problem) return toastError(problem.message);
    const { error } = await authClient.changePassword({
      currentPassword: current,
      newPassword: next,
      revokeOtherSessions: true,
    });
    if (error) return toastError(authErrorMessage(error, NOT_CHANGED));
    toast.success('Mot de passe modifié', { description: 'Vos autres sessions ont été fermées.' });
    setValues(EMPTY);
  });

  return (
    <form onSubmit={submit} className="max-w-sm space-y-4 rounded-lg border bg-card p-4">
      <PasswordField
        id="current-password"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        {...bind('current')}
      />
      <PasswordField
        id="account-new-password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        {...bind('next')}
      />
      <PasswordField
        id="account-confirmation"
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        required
        {...bind('confirmation')}
      />
      <Button type="submit" disabled={busy || !current || !next || !confirmation}>
        {busy ? 'Enregistrement...' : 'Changer le mot de passe'}
      </Button>
    </form>
  );
}
