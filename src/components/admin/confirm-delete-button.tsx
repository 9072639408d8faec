'use client';

import { useRouter } from 'next/navigation';
import { Loader2, Trash2 } from 'lucide-react';
import { useTransition, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from './confirm-action';

/**
 * A bin icon that asks before deleting. `onConfirm` does the deletion and its toasts and says
 * whether it worked; the page's data is then refreshed.
 */
export function ConfirmDeleteButton(props: {
  triggerLabel: string;
  title: ReactNode;
  description: ReactNode;
  onConfirm: () => Promise<boolean>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      if (await props.onConfirm()) router.refresh();
    });

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="ghost"
          size="icon"
          disabled={pending}
          aria-label={props.triggerLabel}
          className="text-destructive"
        >
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
        </Button>
      }
      title={props.title}
      description={props.description}
      confirmLabel="Supprimer"
      onConfirm={confirm}
    />
  );
}
