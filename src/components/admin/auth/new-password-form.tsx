'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PASSWORD_NOT_SAVED, authErrorMessage } from '@/lib/auth/auth-messages';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';
import { authClient } from './auth-client';
import { PasswordField } from './account-fields';
import { passwordProblem } from './password-problem';
import { toastError, useBusy } from './use-busy';

type Props = {
  token: string;
  /** The owner of the link, null when the link is dead (then the save is refused anyway). */
  email: string | null;
  next: string;
  onTwoFactor: () => void;
  onDone: () => void;
};

/**
 * Reached from the reset or invitation mail (/admin/login?token=…): sets the password, asked once
 * (« Afficher le mot de passe » shows what was typed), then signs the person in with it, so a new
 * colleague lands in the back office, or on the code step when their account has a second factor.
 */
export function NewPasswordForm({ token, email, next, onTwoFactor, onDone }: Props) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const { busy, onSubmit } = useBusy('Password form failed', PASSWORD_NOT_SAVED);

  async function signIn(accountEmail: string): Promise<boolean> {
    const { data, error } = await authClient.signIn.email({ email: accountEmail, password });
    if (error) return false;
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      onTwoFactor();
      return true;
    }
    toast.success('Mot de passe enregistré', { description: 'Bienvenue dans l’administration' });
    router.replace(safeNextPath(next));
    router.refresh();
    return true;
  }

  const submit = onSubmit(async () => {
    if (!password) return;
    const problem = passwordProblem(password);
    if (problem) return toastError(problem.message);
    // The sign-in runs inside the task, so the button stays busy until the page moves on.
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) return toastError(authErrorMessage(error, PASSWORD_NOT_SAVED));
    if (email !== null && (await signIn(email).catch(() => false))) return;
    toast.success('Mot de passe enregistré', {
      description: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
    });
    onDone();
  });

  return (
    <form onSubmit={submit} className="space-y-4">
      {email ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <p className="text-sm text-muted-foreground">
        Choisissez un mot de passe d’au moins {MIN_PASSWORD_LENGTH} caractères
        {email ? ` pour le compte ${email}` : ''}.
      </p>
      <PasswordField
        id="new-password"
        label="Nouveau mot de passe"
        name="new-password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={busy || !password}>
        {busy ? 'Enregistrement...' : 'Enregistrer le mot de passe'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onDone}>
        Retour à la connexion
      </Button>
    </form>
  );
}
