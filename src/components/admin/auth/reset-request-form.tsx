'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { RESET_MAIL_FAILED, authErrorMessage } from '@/lib/auth/auth-messages';
import { AccountEmailField } from './account-fields';
import { authClient } from './auth-client';
import { toastError, useBusy } from './use-busy';

/**
 * 'Mot de passe oublié ?': asks for a reset mail. The answer is the same whether or not the
 * address has an account; after success it goes back to the login form with the email cleared.
 */
export function ResetRequestForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const { busy, onSubmit } = useBusy('Password reset request failed', RESET_MAIL_FAILED);

  const submit = onSubmit(async () => {
    if (!email) return;
    const { error } = await authClient.requestPasswordReset({ email });
    if (error) return toastError(authErrorMessage(error, RESET_MAIL_FAILED));
    toast.success('Email envoyé', { description: 'Un lien de réinitialisation a été envoyé à votre adresse email.' });
    setEmail('');
    onDone();
  });

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Saisissez votre adresse email : vous recevrez un lien pour choisir un nouveau mot de passe.
      </p>
      <AccountEmailField id="reset-email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <Button type="submit" className="w-full" disabled={busy || !email}>
        {busy ? 'Envoi en cours...' : 'Envoyer le lien'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onDone}>
        Retour à la connexion
      </Button>
    </form>
  );
}
