'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { checkLinkAddress } from '@/lib/blog/article-body/link-address';
import { searchLinkTargets, type LinkTarget } from '@/lib/blog/article-body/link-targets';

type Props = {
  initialHref: string;
  targets: readonly LinkTarget[];
  onApply: (href: string, label?: string) => void;
  onRemove: () => void;
  onClose: () => void;
};

/**
 * « Lien »: search our own articles, guides and services, or type an outside address, which must
 * be http(s) and not a private host (decision 040).
 */
export function LinkDialog({ initialHref, targets, onApply, onRemove, onClose }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(initialHref);
  const [error, setError] = useState<string>();
  const found = searchLinkTargets(targets, typed);

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby={`${id}-help`}>
        <DialogHeader>
          <DialogTitle>Lien</DialogTitle>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            Cherchez un article, un guide ou un service du site, ou collez l’adresse d’une page web.
          </p>
        </DialogHeader>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            const check = checkLinkAddress(typed);
            if (check.ok) onApply(check.href);
            else setError(check.message);
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={`${id}-address`}>Adresse ou recherche</Label>
            <Input
              id={`${id}-address`}
              value={typed}
              autoComplete="off"
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          {found.length > 0 && (
            <ul aria-label="Pages du site" className="max-h-60 space-y-1 overflow-y-auto">
              {found.map((target) => (
                <li key={target.href}>
                  <button
                    type="button"
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted"
                    onClick={() => onApply(target.href, target.label)}
                  >
                    <span className="mr-2 text-xs text-muted-foreground">{target.kind}</span>
                    {target.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <DialogFooter>
            {initialHref && (
              <Button type="button" variant="outline" onClick={onRemove}>
                Retirer le lien
              </Button>
            )}
            <Button type="submit">Appliquer</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
