'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { authClient } from '@/components/admin/auth/auth-client';
import { PasswordField } from '@/components/admin/auth/account-fields';
import { toastError, useBusy } from '@/components/admin/auth/use-busy';
import { callAction } from '@/components/admin/call-action';
import type { ActionResult } from '@/lib/actions/action-result';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/admin/form-field';
import { Input } from '@/components/ui/input';
import { TWO_FACTOR_FAILED, totpCodeSchema, twoFactorErrorMessage } from '@/lib/auth/two-factor';
import { RecoveryCodes } from './recovery-codes';

export type QrCodeFor = (totpUri: string) => Promise<ActionResult<{ qrCode: string; secret: string }>>;

type Step =
  | { name: 'password' }
  | { name: 'scan'; qrCode: string | null; secret: string | null; recoveryCodes: string[] }
  | { name: 'codes'; recoveryCodes: string[] };

/**
 * Turning the second factor on: the password, then the QR code (and the key to type by hand),
 * then a first code from the app confirms it, then the ten recovery codes, shown this once. Once
 * they are noted, the page is drawn again, or the browser goes on to `doneHref` (the required
 * set-up, on to the back office).
 */
export function TwoFactorSetup({ qrCodeFor, doneHref }: { qrCodeFor: QrCodeFor; doneHref?: string }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, onSubmit } = useBusy('Two-factor set-up failed', TWO_FACTOR_FAILED);

  const start = onSubmit(async () => {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !('totpURI' in data) || !data.totpURI) return toastError(twoFactorErrorMessage(error ?? {}));
    const drawn = await callAction(qrCodeFor(data.totpURI));
    if (!drawn.ok) toastError(drawn.message);
    setPassword('');
    setStep({
      name: 'scan',
      qrCode: drawn.ok ? drawn.qrCode : null,
      secret: drawn.ok ? drawn.secret : null,
      recoveryCodes: data.backupCodes ?? [],
    });
  });

  const confirm = onSubmit(async () => {
    if (step.name !== 'scan') return;
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return toastError(parsed.error.issues[0]!.message);
    const { error } = await authClient.twoFactor.verifyTotp({ code: parsed.data });
    if (error) return toastError(twoFactorErrorMessage(error));
    toast.success('Double authentification activée', {
      description: 'Notez vos codes de secours avant de continuer.',
    });
    setStep({ name: 'codes', recoveryCodes: step.recoveryCodes });
  });

  const done = () => {
    if (doneHref) router.replace(doneHref);
    router.refresh();
  };
  if (step.name === 'codes') return <RecoveryCodes codes={step.recoveryCodes} onDone={done} />;

  if (step.name === 'scan') {
    return (
      <form onSubmit={confirm} className="space-y-4">
        <p className="text-sm">
          1. Scannez ce QR code avec votre application d’authentification (Google Authenticator, Microsoft
          Authenticator, FreeOTP…).
        </p>
        {step.qrCode ? (
          <img
            src={step.qrCode}
            alt="QR code à scanner avec votre application d’authentification"
            width={200}
            height={200}
            className="rounded border"
          />
        ) : null}
        {step.secret ? (
          <div className="space-y-1 text-sm">
            <p>Ou saisissez cette clé à la main :</p>
            <code
              data-testid="totp-secret"
              className="block rounded bg-muted px-2 py-1 font-mono text-base tracking-wider"
            >
              {step.secret}
            </code>
          </div>
        ) : null}
        <FormField
          id="two-factor-confirmation-code"
          label="2. Saisissez le code à 6 chiffres affiché par l’application"
        >
          <Input
            id="two-factor-confirmation-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={busy || !code}>
          {busy ? 'Vérification...' : 'Confirmer'}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={start} className="space-y-4">
      <PasswordField
        id="two-factor-password"
        label="Mot de passe (pour confirmer)"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy || !password}>
        {busy ? 'Préparation...' : 'Activer la double authentification'}
      </Button>
    </form>
  );
}
