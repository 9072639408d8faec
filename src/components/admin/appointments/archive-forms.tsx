'use client';

import type { ReactNode } from 'react';
import { callAction } from '@/components/admin/call-action';
import { onSubmitted, useAction } from '@/components/admin/use-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/action-result';
import { InputField } from '@/components/admin/form-field';

/** The name of the inbox's checkboxes, one per request of the page. */
export const SELECTED_REQUEST_FIELD = 'demande';

/** The inbox's page as one form: tick requests, « Archiver la sélection » closes them in one action. */
export function ArchiveSelectionForm({
  children,
  archiveSelected,
}: {
  children: ReactNode;
  archiveSelected: (values: { ids: string[] }) => Promise<ActionResult>;
}) {
  const { pending, run } = useAction();
  return (
    <form
      className="space-y-4"
      onSubmit={onSubmitted((form) => {
        const ids = new FormData(form).getAll(SELECTED_REQUEST_FIELD).map(String);
        run(callAction(archiveSelected({ ids })));
      })}
    >
      {children}
      <Button type="submit" variant="secondary" disabled={pending}>
        Archiver la sélection
      </Button>
    </form>
  );
}

/** « Archiver les demandes reçues du … au … »: a flood closed in one action. */
export function ArchiveRangeForm({
  archiveBetween: archive,
}: {
  archiveBetween: (values: { receivedFrom: string; receivedTo: string }) => Promise<ActionResult>;
}) {
  const { pending, errors, run } = useAction();
  const { values, bind } = useFormValues({ receivedFrom: '', receivedTo: '' }, errors);
  return (
    <form
      aria-label="Archiver par date de réception"
      className="flex flex-wrap items-end gap-2 rounded-lg border p-3"
      onSubmit={onSubmitted(() => run(callAction(archive(values))))}
    >
      <p className="w-full text-sm text-muted-foreground">
        Archiver d’un coup les demandes à traiter reçues entre deux dates (par exemple une série de fausses demandes).
      </p>
      <InputField id="archive-du" label="Reçues du" type="date" {...bind('receivedFrom')} />
      <InputField id="archive-au" label="au" type="date" {...bind('receivedTo')} />
      <Button type="submit" variant="secondary" disabled={pending}>
        Archiver ces demandes
      </Button>
    </form>
  );
}
