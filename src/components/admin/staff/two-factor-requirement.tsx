'use client';

import { useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ActionResult } from '@/lib/actions/action-result';

type Props = { required: boolean; setRequired: (required: boolean) => Promise<ActionResult> };

/** The admins' setting: every staff account must use two-factor sign-in. */
export function TwoFactorRequirement({ required, setRequired }: Props) {
  const [pending, startTransition] = useTransition();

  function change(next: boolean) {
    startTransition(async () => {
      const result = await callAction(setRequired(next));
      if (result.ok) toast.success('Sécurité mise à jour', { description: result.message });
      else toast.error('Erreur', { description: result.message });
    });
  }

  return (
    <div className="flex items-start gap-3 rounded-lg border bg-card p-4">
      <Switch id="two-factor-required" checked={required} disabled={pending} onCheckedChange={change} />
      <div className="space-y-1">
        <Label htmlFor="two-factor-required">Exiger la double authentification pour tous les comptes</Label>
        <p className="text-sm text-muted-foreground">
          Un compte sans double authentification devra l’activer juste après son mot de passe, avant toute autre page de
          l’administration.
        </p>
      </div>
    </div>
  );
}
