'use client';

import { useRouter } from 'next/navigation';
import { Loader2, RotateCcw } from 'lucide-react';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import { refusal, type ActionResult } from '@/lib/actions/action-result';

export type RestorePost = (id: string) => Promise<ActionResult>;

const FAILED = 'Impossible de restaurer l’article';

/** 'Restaurer' on an article of the Corbeille (admins only): it is back as it was, at its address. */
export function RestorePostButton({ id, title, restorePost }: { id: string; title: string; restorePost: RestorePost }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const restore = () =>
    startTransition(async () => {
      const result = await callAction(restorePost(id)).catch(() => refusal(FAILED));
      if (!result.ok) {
        toast.error('Erreur', { description: result.message });
        return;
      }
      toast.success('Article restauré', { description: `«\u00a0${title}\u00a0» a quitté la Corbeille.` });
      router.refresh();
    });

  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={restore}
      aria-label={`Restaurer l’article «\u00a0${title}\u00a0»`}
    >
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCcw aria-hidden />}
      Restaurer
    </Button>
  );
}
