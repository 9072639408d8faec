'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'reset-request' | 'new-password';

/** /admin/login: sign in, ask for a reset link, or (with ?token=) choose a new password. */
export function LoginPanel({ next, token }: { next: string; token: string | null }) {
  const router = useRouter();
  const [mode, setMode] = useState<Mode>(token ? 'new-password' : 'sign-in');

  function backToSignIn() {
    setMode('sign-in');
    if (token) router.replace('/admin/login');
  }

  return (
    <div className="space-y-4">
      {mode === 'sign-in' ? <SignInForm next={next} onForgotPassword={() => setMode('reset-request')} /> : null}
      {mode === 'reset-request' ? <ResetRequestForm onDone={backToSignIn} /> : null}
      {mode === 'new-password' && token ? <NewPasswordForm token={token} onDone={backToSignIn} /> : null}
      <p className="text-center text-sm">
        <Link href="/" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          Retour au site
        </Link>
      </p>
    </div>
  );
}
