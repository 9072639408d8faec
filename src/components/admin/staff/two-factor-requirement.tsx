'use client';

import { callAction } from '@/components/admin/call-action';
import { useAction } from '@/components/admin/use-action';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ActionResult } from '@/lib/actions/action-result';

type Props = { required: boolean; setRequired: (required: boolean) => Promise<ActionResult> };

/** The admins' setting: every staff account must use two-factor sign-in. */
export function TwoFactorRequirement({ required, setRequired }: Props) {
  const { pending, run } = useAction('Sécurité mise à jour');
  const change = (next: boolean) => run(callAction(setRequired(next)));

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
