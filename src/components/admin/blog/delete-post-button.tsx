'use client';

import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { refusal, type ActionResult } from '@/lib/actions/action-result';
import { DELETE_CONFIRMATION_NOTICE } from '@/lib/blog/trash';

export type DeletePost = (id: string) => Promise<ActionResult>;

const FAILED = 'Impossible de supprimer l’article';

export function DeletePostButton({ id, title, deletePost }: { id: string; title: string; deletePost: DeletePost }) {
  const remove = async () => {
    const result = await callAction(deletePost(id)).catch(() => refusal(FAILED));
    if (result.ok) toast.success('Article supprimé', { description: 'L’article a été supprimé avec succès' });
    else toast.error('Erreur', { description: result.message });
    return result.ok;
  };

  return (
    <ConfirmDeleteButton
      triggerLabel={`Supprimer l’article « ${title} »`}
      title="Supprimer l’article"
      description={
        <>
          {`Êtes-vous sûr de vouloir supprimer l’article «\u00a0${title}\u00a0»\u00a0?`} {DELETE_CONFIRMATION_NOTICE}
        </>
      }
      onConfirm={remove}
    />
  );
}
