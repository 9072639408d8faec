'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from '@/lib/auth/auth-messages';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/staff-account';

export type PasswordFieldName = 'password' | 'confirmation';

/** Shows a French message to the person: a toast, or an error beside `field`. */
export type ReportPasswordProblem = (message: string, field?: PasswordFieldName) => void;

export const toastPasswordProblem: ReportPasswordProblem = (message) =>
  void toast.error('Erreur', { description: message });

function passwordProblem(
  password: string,
  confirmation: string | undefined,
): { message: string; field: PasswordFieldName } | null {
  if (password.length < MIN_PASSWORD_LENGTH) return { message: PASSWORD_TOO_SHORT, field: 'password' };
  if (confirmation !== undefined && password !== confirmation)
    return { message: PASSWORDS_DIFFER, field: 'confirmation' };
  return null;
}

/**
 * The submit of the three password forms (first admin, new password from a mail, change of one's
 * own): the new password's length, and its confirmation where the form asks for one (only the
 * change of one's own: onboarding asks once, with « Afficher le mot de passe »), are checked in
 * the browser first (the server checks again), then `send` runs, one at a time. `send` answers a French refusal or
 * nothing; a request that breaks is reported with `failure`. Answers whether it went through.
 */
export function usePasswordSubmit(report: ReportPasswordProblem, failure: string) {
  const [busy, setBusy] = useState(false);

  async function submit(
    password: string,
    send: () => Promise<string | undefined>,
    confirmation?: string,
  ): Promise<boolean> {
    if (busy) return false;
    const problem = passwordProblem(password, confirmation);
    if (problem) {
      report(problem.message, problem.field);
      return false;
    }
    setBusy(true);
    try {
      const refusal = await send();
      if (refusal) report(refusal);
      return !refusal;
    } catch (error) {
      console.error('Password form failed', error);
      report(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, submit };
}
