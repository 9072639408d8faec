'use client';

import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { deleteConfirmation, taxonomyWording, type TaxonomyKind } from '@/lib/blog/taxonomy-form';
import type { TaxonomyActions, TaxonomyItem } from './taxonomy-types';

export function TaxonomyDeleteButton({
  kind,
  item,
  remove,
}: {
  kind: TaxonomyKind;
  item: TaxonomyItem;
  remove: TaxonomyActions['remove'];
}) {
  const wording = taxonomyWording(kind);

  const confirm = async () => {
    const result = await callAction(remove(item.id)).catch(() => null);
    if (result?.ok) toast.success(wording.deleted);
    else toast.error('Erreur', { description: result?.message ?? 'Impossible de supprimer' });
    return Boolean(result?.ok);
  };

  return (
    <ConfirmDeleteButton
      triggerLabel={`Supprimer ${wording.the} « ${item.name} »`}
      title={`Supprimer ${wording.the}`}
      description={deleteConfirmation(kind, item.name)}
      onConfirm={confirm}
    />
  );
}
