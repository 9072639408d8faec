'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/components/admin/auth/auth-client';
import { PasswordInput } from '@/components/admin/auth/password-input';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT, authErrorMessage } from '@/lib/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/staff-account';

const PASSWORD_NOT_CHANGED = "Le mot de passe n'a pas pu être changé.";

/** Any staff member changes their own password; their other sessions end. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current || !next || !confirmation || busy) return;
    if (next.length < MIN_PASSWORD_LENGTH) return void toast.error('Erreur', { description: PASSWORD_TOO_SHORT });
    if (next !== confirmation) return void toast.error('Erreur', { description: PASSWORDS_DIFFER });
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
      if (error) {
        toast.error('Erreur', { description: authErrorMessage(error, PASSWORD_NOT_CHANGED) });
        return;
      }
      toast.success('Mot de passe modifié', { description: 'Vos autres sessions ont été fermées.' });
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (error) {
      console.error('Password change failed', error);
      toast.error('Erreur', { description: PASSWORD_NOT_CHANGED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="max-w-sm space-y-4 rounded-lg border bg-card p-4">
      <div className="space-y-2">
        <Label htmlFor="current-password">Mot de passe actuel</Label>
        <PasswordInput id="current-password" autoComplete="current-password" required value={current} onChange={(event) => setCurrent(event.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="account-new-password">Nouveau mot de passe</Label>
        <PasswordInput id="account-new-password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} value={next} onChange={(event) => setNext(event.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="account-confirmation">Confirmer le nouveau mot de passe</Label>
        <PasswordInput id="account-confirmation" autoComplete="new-password" required value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
      </div>
      <Button type="submit" disabled={busy || !current || !next || !confirmation}>
        {busy ? 'Enregistrement...' : 'Changer le mot de passe'}
      </Button>
    </form>
  );
}
