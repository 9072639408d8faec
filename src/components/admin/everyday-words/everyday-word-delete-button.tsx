'use client';

import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import type { EverydayWordActions, EverydayWordItem } from './everyday-word-types';

export function EverydayWordDeleteButton({
  item,
  remove,
}: {
  item: EverydayWordItem;
  remove: EverydayWordActions['remove'];
}) {
  const confirm = async () => {
    const result = await callAction(remove(item.id)).catch(() => null);
    if (result?.ok) toast.success('Mot supprimé');
    else toast.error('Erreur', { description: result?.message ?? 'Impossible de supprimer' });
    return Boolean(result?.ok);
  };

  return (
    <ConfirmDeleteButton
      triggerLabel={`Supprimer le mot « ${item.term} »`}
      title="Supprimer le mot"
      description={`La recherche ne traduira plus « ${item.term} » en « ${item.meaning} ».`}
      onConfirm={confirm}
    />
  );
}
