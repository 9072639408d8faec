'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { TWO_FACTOR_FAILED, recoveryCodeSchema, totpCodeSchema, twoFactorErrorMessage } from '@/lib/auth/two-factor';
import { authClient } from './auth-client';
import { LEAVING, useBusy } from './use-busy';

/**
 * The second step of a sign-in with two-factor on: the 6-digit code of the app, or one of the
 * recovery codes. The right password left a short-lived challenge cookie; this answers it.
 */
export function TwoFactorCodeForm({ next, onCancel }: { next: string; onCancel: () => void }) {
  const router = useRouter();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { busy, onSubmit } = useBusy('Two-factor step failed', TWO_FACTOR_FAILED);

  const submit = onSubmit(async () => {
    if (!code) return;
    const parsed = (useRecovery ? recoveryCodeSchema : totpCodeSchema).safeParse(code);
    if (!parsed.success)
      return void toast.error('Erreur de connexion', { description: parsed.error.issues[0]!.message });
    const { error } = useRecovery
      ? await authClient.twoFactor.verifyBackupCode({ code: parsed.data })
      : await authClient.twoFactor.verifyTotp({ code: parsed.data });
    if (error) return void toast.error('Erreur de connexion', { description: twoFactorErrorMessage(error) });
    toast.success('Connexion réussie', { description: 'Bienvenue dans l’administration' });
    router.replace(safeNextPath(next));
    router.refresh();
    return LEAVING;
  });

  function switchKind() {
    setUseRecovery((recovery) => !recovery);
    setCode('');
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="two-factor-code">{useRecovery ? 'Code de secours' : 'Code de vérification'}</Label>
        <p className="text-sm text-muted-foreground">
          {useRecovery
            ? 'Saisissez l’un des codes de secours notés lors de l’activation (chacun ne sert qu’une fois).'
            : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
        </p>
        <Input
          id="two-factor-code"
          name="code"
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={busy || !code}>
        {busy ? 'Vérification...' : 'Vérifier'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={switchKind}>
        {useRecovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Recommencer avec le mot de passe
      </Button>
    </form>
  );
}
