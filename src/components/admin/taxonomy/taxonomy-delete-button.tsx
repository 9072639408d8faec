'use client';

import { useRouter } from 'next/navigation';
import { Loader2, Trash2 } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
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
import { deleteConfirmation, taxonomyWording, type TaxonomyKind } from '@/lib/taxonomy-form';
import type { TaxonomyActions, TaxonomyItem } from './taxonomy-types';

export function TaxonomyDeleteButton({ kind, item, remove }: { kind: TaxonomyKind; item: TaxonomyItem; remove: TaxonomyActions['remove'] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const wording = taxonomyWording(kind);

  const confirm = () =>
    startTransition(async () => {
      const result = await remove(item.id).catch(() => null);
      if (result?.ok) {
        toast.success(wording.deleted);
        router.refresh();
      } else {
        toast.error('Erreur', { description: result?.message ?? 'Impossible de supprimer' });
      }
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" disabled={pending} aria-label={`Supprimer ${wording.the} « ${item.name} »`} className="text-destructive">
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Supprimer {wording.the}</AlertDialogTitle>
        <AlertDialogDescription>{deleteConfirmation(kind, item.name)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction onClick={confirm}>Supprimer</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
