'use client';

import { useRouter } from 'next/navigation';
import { useFormValues } from '@/components/admin/use-form-values';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SIGN_IN_FAILED, signInErrorMessage } from '@/lib/auth/auth-messages';
import { safeNextPath } from '@/lib/auth/safe-next-path';
import { authClient } from './auth-client';
import { AccountEmailField, PasswordField } from './account-fields';
import { LEAVING, useBusy } from './use-busy';

type Props = { next: string; onForgotPassword: () => void; onTwoFactor: () => void };

/** Spec sections 2, 4, 5, 8: the email + password form and its toasts; then the code step if 2FA is on. */
export function SignInForm({ next, onForgotPassword, onTwoFactor }: Props) {
  const router = useRouter();
  const { values, bind } = useFormValues({ email: '', password: '' }, {});
  const { busy, onSubmit } = useBusy('Sign-in failed', SIGN_IN_FAILED);
  const incomplete = !values.email || !values.password;

  const submit = onSubmit(async () => {
    if (incomplete) return;
    const { data, error } = await authClient.signIn.email(values);
    if (error) return void toast.error('Erreur de connexion', { description: signInErrorMessage(error) });
    // The code step takes this form's place, busy or not.
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return void onTwoFactor();
    toast.success('Connexion réussie', { description: 'Bienvenue dans l’administration' });
    // The same rule as the page that handed `next` over: this is where the browser leaves.
    router.replace(safeNextPath(next));
    router.refresh();
    return LEAVING;
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <AccountEmailField id="email" {...bind('email')} />
      <PasswordField
        id="password"
        label="Mot de passe"
        name="password"
        autoComplete="current-password"
        required
        {...bind('password')}
      />
      <Button type="submit" className="w-full" disabled={busy || incomplete}>
        {busy ? 'Connexion en cours...' : 'Se connecter'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onForgotPassword}>
        Mot de passe oublié ?
      </Button>
    </form>
  );
}
