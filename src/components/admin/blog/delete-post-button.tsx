'use client';

import { toast } from 'sonner';
import { deletePostAction } from '@/app/admin/(protected)/blog/actions';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';

export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const remove = async () => {
    const result = await deletePostAction(id).catch(() => ({ ok: false }));
    if (result.ok) toast.success('Article supprimé', { description: "L'article a été supprimé avec succès" });
    else toast.error('Erreur', { description: "Impossible de supprimer l'article" });
    return result.ok;
  };

  return (
    <ConfirmDeleteButton
      triggerLabel={`Supprimer l'article « ${title} »`}
      title="Supprimer l'article"
      description={`Êtes-vous sûr de vouloir supprimer l'article "${title}" ?`}
      onConfirm={remove}
    />
  );
}
