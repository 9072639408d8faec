'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PASSWORD_NOT_SAVED, authErrorMessage } from '@/lib/auth/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';
import { authClient } from './auth-client';
import { PasswordInput } from './password-input';
import { toastPasswordProblem, usePasswordSubmit } from './use-password-submit';

/** Reached from the reset or invitation mail (/admin/login?token=…): sets the password once. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { busy, submit: submitPassword } = usePasswordSubmit(toastPasswordProblem, PASSWORD_NOT_SAVED);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || !confirmation) return;
    const saved = await submitPassword(password, confirmation, async () => {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      return error ? authErrorMessage(error, PASSWORD_NOT_SAVED) : undefined;
    });
    if (!saved) return;
    toast.success('Mot de passe enregistré', {
      description: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    });
    onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Choisissez un mot de passe d’au moins {MIN_PASSWORD_LENGTH} caractères.
      </p>
      <div className="space-y-2">
        <Label htmlFor="new-password">Nouveau mot de passe</Label>
        <PasswordInput
          id="new-password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirm-password">Confirmer le mot de passe</Label>
        <PasswordInput
          id="confirm-password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy || !password || !confirmation}>
        {busy ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onDone}>
        Retour à la connexion
      </Button>
    </form>
  );
}
