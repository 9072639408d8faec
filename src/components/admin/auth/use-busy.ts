'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { onSubmitted } from '@/components/admin/use-action';

/** What a task answers when it sends the browser elsewhere: its button stays busy until the page goes. */
export const LEAVING = Symbol('leaving');

/** A French refusal, in the « Erreur » toast of the sign-in and account forms. */
export const toastError = (message: string) => void toast.error('Erreur', { description: message });

type Task = () => Promise<typeof LEAVING | undefined>;

/**
 * One request at a time behind a button: `busy` while `task` runs, a second submit ignored, and a
 * request that breaks (network, server down) logged under `logLabel` and told in French under `title`.
 * `onSubmit(task)` is a form's submit handler that keeps the page and runs `task` so.
 */
export function useBusy(logLabel: string, failureMessage: string, title = 'Erreur') {
  const [busy, setBusy] = useState(false);

  async function run(task: Task) {
    if (busy) return;
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await task()) === LEAVING;
    } catch (error) {
      console.error(logLabel, error);
      toast.error(title, { description: failureMessage });
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  const onSubmit = (task: Task) => onSubmitted(() => void run(task));

  return { busy, run, onSubmit };
}
