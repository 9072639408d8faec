'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { onSubmitted } from '@/components/admin/use-action';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/admin/form-field';
import { hasFieldErrors, type ActionResult } from '@/lib/actions/action-result';
import { DEFAULT_ADMIN_PATH } from '@/lib/auth/safe-next-path';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';
import { authClient } from './auth-client';
import { AccountEmailField, PasswordField } from './account-fields';
import { useLinkToken } from './use-link-token';
import { passwordProblem } from './password-problem';

type Props = { token: string; completeSetup: (previous: ActionResult | null, form: FormData) => Promise<ActionResult> };

/** /admin/setup: the first admin chooses an email and a password (asked once), and is signed in with them. */
export function FirstAdminForm({ token: linkToken, completeSetup }: Props) {
  const token = useLinkToken(linkToken);
  const router = useRouter();
  const [state, action, pending] = useActionState<ActionResult | null, FormData>(
    (previous, form) => callAction(completeSetup(previous, form)),
    null,
  );
  // A problem found in the browser, shown where the server would show it.
  const [problem, setProblem] = useState<ReturnType<typeof passwordProblem>>(null);
  // What was sent, to sign in with once the account exists.
  const credentials = useRef<{ email: string; password: string }>(undefined);

  const submit = onSubmitted((element) => {
    const form = new FormData(element);
    const password = String(form.get('password') ?? '');
    const found = passwordProblem(password);
    setProblem(found);
    if (found) return;
    credentials.current = { email: String(form.get('email') ?? ''), password };
    startTransition(() => action(form));
  });

  useEffect(() => {
    if (!state?.ok || !credentials.current) return;
    void authClient.signIn
      .email(credentials.current)
      .catch(() => ({ error: true }))
      .then(({ error }) => {
        toast.success('Compte administrateur créé', {
          description: error
            ? 'Connectez-vous avec votre email et votre mot de passe.'
            : 'Bienvenue dans l’administration',
        });
        router.replace(error ? '/admin/login' : DEFAULT_ADMIN_PATH);
        router.refresh();
      });
  }, [state, router]);

  const refused = state?.ok === false ? state : null;
  const errors = problem ? { [problem.field]: problem.message } : (refused?.fieldErrors ?? {});
  // A refusal without field errors is about the whole form (an expired link, say).
  const formError = refused && !hasFieldErrors(refused) ? refused.message : undefined;
  return (
    <form onSubmit={submit} className="space-y-4">
      <input type="hidden" name="token" value={token} />
      {formError ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <InputField id="setup-name" label="Nom (facultatif)" name="name" autoComplete="name" />
      <AccountEmailField id="setup-email" error={errors.email} />
      <PasswordField
        id="setup-password"
        label={`Mot de passe (au moins ${MIN_PASSWORD_LENGTH} caractères)`}
        error={errors.password}
        name="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Création en cours...' : 'Créer le compte administrateur'}
      </Button>
    </form>
  );
}
