'use client';

import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EditConflict as Conflict, PostFormValues } from '@/lib/blog/post-form';
import { FormDiff } from './form-diff';

type Props = {
  conflict: Conflict;
  message: string;
  values: PostFormValues;
  pending: boolean;
  overwrite: () => void;
};

/**
 * Someone saved this article after it was opened here: the form stays as typed, the difference
 * with the stored text is shown, and the staff member chooses to overwrite or to reload.
 */
export function EditConflictPanel({ conflict, message, values, pending, overwrite }: Props) {
  return (
    <section
      role="alert"
      aria-labelledby="edit-conflict-title"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="edit-conflict-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4" />
        {message}
      </h2>
      <p className="text-sm">
        Enregistrement du {conflict.atLabel}. Votre texte est toujours dans le formulaire ; voici ce qui le sépare de la
        version enregistrée.
      </p>
      <FormDiff before={conflict.stored} after={values} beforeLabel="la version enregistrée" afterLabel="votre texte" />
      <div className="flex flex-wrap gap-2">
        <Button className="bg-destructive text-white hover:bg-destructive/90" disabled={pending} onClick={overwrite}>
          Écraser quand même
        </Button>
        {/* Reloading drops what was typed here: the staff member chose the stored text. */}
        <Button variant="outline" disabled={pending} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Recharger l’article (abandonner mon texte)
        </Button>
      </div>
    </section>
  );
}
