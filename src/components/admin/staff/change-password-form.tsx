'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/components/admin/auth/auth-client';
import { PasswordField } from '@/components/admin/auth/account-fields';
import { passwordProblem } from '@/components/admin/auth/password-problem';
import { toastError, useBusy } from '@/components/admin/auth/use-busy';
import { Button } from '@/components/ui/button';
import { authErrorMessage } from '@/lib/auth/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';

const NOT_CHANGED = 'Le mot de passe n’a pas pu être changé.';

/** Any staff member changes their own password; their other sessions end. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
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
    setCurrent('');
    setNext('');
    setConfirmation('');
  });

  return (
    <form onSubmit={submit} className="max-w-sm space-y-4 rounded-lg border bg-card p-4">
      <PasswordField
        id="current-password"
        label="Mot de passe actuel"
        autoComplete="current-password"
        required
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <PasswordField
        id="account-new-password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <PasswordField
        id="account-confirmation"
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" disabled={busy || !current || !next || !confirmation}>
        {busy ? 'Enregistrement...' : 'Changer le mot de passe'}
      </Button>
    </form>
  );
}
