'use client';

import { useRouter } from 'next/navigation';
import { Loader2, Trash2 } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { deletePostAction } from '@/app/admin/(protected)/blog/actions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

export function DeletePostButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const remove = () =>
    startTransition(async () => {
      const result = await deletePostAction(id).catch(() => ({ ok: false }));
      if (result.ok) {
        toast.success('Article supprimé', { description: "L'article a été supprimé avec succès" });
        router.refresh();
      } else {
        toast.error('Erreur', { description: "Impossible de supprimer l'article" });
      }
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" disabled={pending} aria-label={`Supprimer l'article « ${title} »`} className="text-destructive">
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer l&apos;article</AlertDialogTitle>
        <AlertDialogDescription>Êtes-vous sûr de vouloir supprimer l&apos;article &quot;{title}&quot; ?</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={remove}>Supprimer</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
