'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/components/admin/auth/auth-client';
import { PasswordField } from '@/components/admin/auth/account-fields';
import { toastError, useBusy } from '@/components/admin/auth/use-busy';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TWO_FACTOR_FAILED, twoFactorErrorMessage } from '@/lib/auth/two-factor';
import { TwoFactorSetup, type QrCodeFor } from './two-factor-setup';

/** 'Mon compte': the member's second factor, on or off. */
export function TwoFactorSettings({
  enabled,
  required,
  qrCodeFor,
}: {
  enabled: boolean;
  required: boolean;
  qrCodeFor: QrCodeFor;
}) {
  const router = useRouter();
  const [password, setPassword] = useState('');
  const { busy, onSubmit } = useBusy('Turning two-factor off failed', TWO_FACTOR_FAILED);

  const turnOff = onSubmit(async () => {
    if (!password) return;
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return toastError(twoFactorErrorMessage(error));
    toast.success('Double authentification désactivée', {
      description: 'La connexion ne demande plus que le mot de passe.',
    });
    setPassword('');
    router.refresh();
  });

  return (
    <section aria-labelledby="two-factor-title" className="max-w-xl space-y-4 rounded-lg border bg-card p-4">
      <div className="space-y-1">
        <h2 id="two-factor-title" className="flex items-center gap-2 text-lg font-semibold">
          Double authentification {enabled ? <Badge>Activée</Badge> : <Badge variant="outline">Désactivée</Badge>}
        </h2>
        <p className="text-sm text-muted-foreground">
          Après le mot de passe, la connexion demande un code à 6 chiffres donné par une application de votre téléphone.
          {required ? ' Les administrateurs l’exigent pour tous les comptes.' : ''}
        </p>
      </div>
      {!enabled ? <TwoFactorSetup qrCodeFor={qrCodeFor} /> : null}
      {enabled && !required ? (
        <form onSubmit={turnOff} className="space-y-4">
          <PasswordField
            id="two-factor-off-password"
            label="Mot de passe (pour confirmer)"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={busy || !password}>
            {busy ? 'Désactivation...' : 'Désactiver la double authentification'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
