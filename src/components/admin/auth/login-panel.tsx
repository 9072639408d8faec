'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { useState } from 'react';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { useLinkToken } from './use-link-token';

type Mode = 'sign-in' | 'two-factor' | 'reset-request' | 'new-password';

/**
 * /admin/login: sign in, ask for a reset link, or (with ?token=) choose a new password and be signed in. `next` has
 * been through safeNextPath on the server: the sign-in form navigates to it as it is.
 */
export function LoginPanel({
  next,
  token: linkToken,
  linkEmail,
}: {
  next: string;
  token: string | null;
  linkEmail: string | null;
}) {
  const token = useLinkToken(linkToken);
  const [mode, setMode] = useState<Mode>(token ? 'new-password' : 'sign-in');
  const backToSignIn = () => setMode('sign-in');

  return (
    <div className="space-y-4">
      {mode === 'sign-in' ? (
        <SignInForm
          next={next}
          onForgotPassword={() => setMode('reset-request')}
          onTwoFactor={() => setMode('two-factor')}
        />
      ) : null}
      {mode === 'two-factor' ? <TwoFactorCodeForm next={next} onCancel={backToSignIn} /> : null}
      {mode === 'reset-request' ? <ResetRequestForm onDone={backToSignIn} /> : null}
      {mode === 'new-password' && token ? (
        <NewPasswordForm
          token={token}
          email={linkEmail}
          next={next}
          onTwoFactor={() => setMode('two-factor')}
          onDone={backToSignIn}
        />
      ) : null}
      <p className="text-center text-sm">
        <AdminLink href="/" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Retour au site
        </AdminLink>
      </p>
    </div>
  );
}
