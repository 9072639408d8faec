'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { type ActionResult, type FieldErrors, hasFieldErrors } from '@/lib/actions/action-result';
import { textFieldBinder } from './use-form-values';

/**
 * A back-office dialog that creates or edits one record: it opens on the record's values (fresh
 * each time, so a cancelled edit leaves nothing behind), and its save either closes it, says so
 * and refreshes the page, or keeps what was typed, puts the errors beside their fields and says
 * in French that nothing was saved.
 */
export function useFormDialog<V, E extends Partial<FieldErrors>>(valuesOnOpen: () => V, startOpen = false) {
  const router = useRouter();
  const [open, setOpen] = useState(startOpen);
  const [values, setValues] = useState<V>(valuesOnOpen);
  const [errors, setErrors] = useState<E>({} as E);
  const [pending, startTransition] = useTransition();

  const bind = textFieldBinder(values, errors, (key, value) => setValues((current) => ({ ...current, [key]: value })));

  const openWith = (next: boolean) => {
    if (next) {
      setValues(valuesOnOpen());
      setErrors({} as E);
    }
    setOpen(next);
  };

  // The call arrives already wrapped in `callAction` at its call site, where the architecture test
  // of decision 023 sees it.
  const saveAndClose = (saving: Promise<ActionResult>, savedMessage: string) =>
    startTransition(async () => {
      const result = await saving.catch(() => null);
      if (result?.ok) {
        toast.success(savedMessage);
        setOpen(false);
        router.refresh();
        return;
      }
      setErrors((result?.fieldErrors ?? {}) as E);
      // With errors beside the fields, the toast only says the save did not happen.
      toast.error('Erreur', {
        description: result && !hasFieldErrors(result) ? result.message : 'Impossible d’enregistrer',
      });
    });

  return { open, openWith, values, setValues, bind, errors, pending, saveAndClose };
}
