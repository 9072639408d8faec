'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { ActionResult, FieldErrors } from '@/lib/actions/action-result';

/**
 * The toasts of an action's answer: its refusal under « Erreur », its success under `title` (or
 * the success's own message alone when there is no title). Says whether it worked.
 */
export function toastResult(result: ActionResult, title?: string): boolean {
  if (!result.ok) toast.error('Erreur', { description: result.message });
  else if (title) toast.success(title, { description: result.message });
  else toast.success(result.message ?? '');
  return result.ok;
}

/** A form's submit handler: the page stays, and `act` runs, given the form (for its FormData). */
export const onSubmitted =
  (act: (form: HTMLFormElement) => void) =>
  (event: React.FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    act(event.currentTarget);
  };

/**
 * A back-office control that runs server actions: one at a time, the refusal's errors kept for
 * the fields (so what was typed stays), the toasts (under `successTitle` unless a run names its
 * own), then `then` and fresh data from the server.
 */
export function useAction(successTitle?: string) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<FieldErrors>({});

  // The call arrives already wrapped in `callAction` at its call site, where the architecture test
  // of decision 023 sees it.
  const run = (calling: Promise<ActionResult>, title = successTitle, then?: () => void) =>
    startTransition(async () => {
      const result = await calling;
      setErrors(result.ok ? {} : result.fieldErrors);
      if (!toastResult(result, title)) return;
      then?.();
      router.refresh();
    });

  return { pending, errors, run };
}
