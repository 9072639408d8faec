'use client';

import { AdminLink } from '@/components/admin/admin-link';
import { useId, useMemo, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { callAction } from '@/components/admin/call-action';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { onSubmitted } from '@/components/admin/use-action';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterMedia, formatWeight, MEDIA_ALT_MAX, type MediaItem, mediaUseHref } from '@/lib/media/media-item';
import { dimensionsOf, MediaThumbnail } from './media-thumbnail';
import type { ActionResult } from '@/lib/actions/action-result';

export type MediaLibraryActions = {
  saveAlt: (values: { id: string; alt: string }) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult>;
};

function AltTextForm({ item, save }: { item: MediaItem; save: MediaLibraryActions['saveAlt'] }) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt_text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = onSubmitted(() =>
    startTransition(async () => {
      const result = await callAction(save({ id: item.id, alt }));
      setError(result.ok ? null : (result.fieldErrors.alt ?? result.message));
      if (result.ok) toast.success(result.message ?? 'Enregistré');
      else toast.error(result.message);
    }),
  );
  return (
    <form className="space-y-1" onSubmit={submit}>
      <Label htmlFor={id}>Texte alternatif</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={alt}
          maxLength={MEDIA_ALT_MAX + 50}
          onChange={(event) => setAlt(event.target.value)}
          aria-invalid={Boolean(error)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          Enregistrer
        </Button>
      </div>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </form>
  );
}

/** The médiathèque (docs/decisions/041): every upload, its sizes, its alt text and where it is used. */
export function MediaLibrary({ items, actions }: { items: MediaItem[]; actions: MediaLibraryActions }) {
  const searchId = useId();
  const unusedId = useId();
  const [query, setQuery] = useState('');
  const [unusedOnly, setUnusedOnly] = useState(false);
  const shown = useMemo(() => filterMedia(items, query, unusedOnly), [items, query, unusedOnly]);

  const remove = async (item: MediaItem) => {
    const result = await callAction(actions.remove(item.id));
    if (result.ok) toast.success(result.message ?? 'Image supprimée');
    else toast.error('Suppression refusée', { description: result.message });
    return result.ok;
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Médiathèque</h1>
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-64 flex-1 space-y-1">
          <Label htmlFor={searchId}>Rechercher par nom ou texte alternatif</Label>
          <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Checkbox id={unusedId} checked={unusedOnly} onCheckedChange={(checked) => setUnusedOnly(checked === true)} />
          <Label htmlFor={unusedId}>Images inutilisées seulement</Label>
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length} image{shown.length > 1 ? 's' : ''}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">Aucune image</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-col rounded-lg border bg-card" data-testid="media-item">
              <MediaThumbnail item={item} alt={item.alt_text ?? ''} />
              <div className="flex flex-1 flex-col gap-3 p-4 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="break-all font-medium">{item.original_name}</h2>
                  <ConfirmDeleteButton
                    triggerLabel={`Supprimer l’image ${item.original_name}`}
                    title={'Supprimer cette image\u00a0?'}
                    description="L’image et toutes ses tailles seront supprimées définitivement."
                    onConfirm={() => remove(item)}
                  />
                </div>
                <p className="text-muted-foreground">
                  {[dimensionsOf(item), formatWeight(item.file_size), item.created_label].filter(Boolean).join(' · ')}
                </p>
                {item.widths && (
                  <p className="text-muted-foreground" data-testid="media-sizes">
                    Tailles{'\u00a0'}: {item.widths.join(', ')}
                    {'\u00a0'}px
                  </p>
                )}
                <AltTextForm item={item} save={actions.saveAlt} />
                <div>
                  <p className="font-medium">Utilisée dans</p>
                  {item.used_by.length === 0 ? (
                    <p className="text-muted-foreground">Aucun article</p>
                  ) : (
                    <ul className="list-disc pl-5">
                      {item.used_by.map((use) => (
                        <li key={`${use.kind}:${use.id}`}>
                          <AdminLink
                            href={mediaUseHref(use)}
                            className="text-primary underline-offset-2 hover:underline"
                          >
                            {use.title}
                          </AdminLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
