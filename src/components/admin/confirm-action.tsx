'use client';

import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { cn } from '@/lib/utils';

/**
 * A button that asks before doing something that cannot be taken back: taking an article offline,
 * dropping pending changes, revoking a review link, deleting (ConfirmDeleteButton). shadcn/ui's
 * alert dialog on Radix: it must be answered, and focus starts on « Annuler ».
 */
export function ConfirmAction(props: {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {props.description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Annuler
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={props.onConfirm}
              className={cn(buttonVariants({ size: 'sm' }), 'bg-destructive text-white hover:bg-destructive/90')}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
