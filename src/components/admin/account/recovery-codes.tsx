'use client';

import { Copy, Printer } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** The ten single-use recovery codes, shown once right after the set-up is confirmed. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard
      .writeText(codes.join('\n'))
      .then(() => toast.success('Codes copiés', { description: 'Collez-les dans un endroit sûr.' }))
      .catch(() => toast.error('Copie impossible', { description: 'Recopiez les codes à la main ou imprimez-les.' }));

  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h3 className="font-medium">Vos codes de secours</h3>
        <p className="text-sm text-muted-foreground">
          Chaque code permet une seule connexion si vous n’avez plus votre téléphone. Notez-les ou imprimez-les et
          gardez-les en lieu sûr : ils ne seront plus affichés.
        </p>
      </div>
      <div className="print-alone space-y-2">
        <p className="hidden font-medium print:block">Codes de secours (chacun ne sert qu’une fois)</p>
        <ul aria-label="Codes de secours" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded bg-muted px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden />
          Copier
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden />
          Imprimer
        </Button>
      </div>
      <Button type="button" onClick={onDone}>
        J’ai noté mes codes de secours
      </Button>
    </div>
  );
}
