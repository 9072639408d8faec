'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { filterMedia, type MediaItem, type PickedMedia } from '@/lib/media/media-item';
import { MEDIA_LIST_ENDPOINT } from '@/lib/media/media-endpoints';
import { dimensionsOf, MediaThumbnail } from './media-thumbnail';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; items: MediaItem[] };

async function loadMedia(): Promise<Load> {
  try {
    const response = await fetch(MEDIA_LIST_ENDPOINT, { cache: 'no-cache' });
    const body = (await response.json()) as { items?: MediaItem[]; error?: string };
    if (response.ok && body.items) return { state: 'ready', items: body.items };
    return { state: 'failed', message: body.error ?? 'Impossible de charger la médiathèque' };
  } catch {
    return { state: 'failed', message: 'Impossible de charger la médiathèque (réseau indisponible)' };
  }
}

/**
 * Picks an image from the médiathèque: the featured image field uses it, and so can the body
 * editor. `onPick` receives the image's address, its alternative text as recorded (empty when
 * none) and its size.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (media: PickedMedia) => void;
}) {
  const searchId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoad({ state: 'loading' });
    void loadMedia().then((result) => current && setLoad(result));
    return () => {
      current = false;
    };
  }, [open]);

  const pick = (item: MediaItem) => {
    onPick({ url: item.url, alt: item.alt_text ?? '', width: item.width, height: item.height });
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>Choisir dans la médiathèque</DialogTitle>
        </DialogHeader>
        <div className="space-y-1">
          <Label htmlFor={searchId}>Rechercher par nom ou texte alternatif</Label>
          <Input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        {load.state === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden className="size-4 animate-spin" /> Chargement…
          </p>
        )}
        {load.state === 'failed' && <p className="text-sm font-medium text-destructive">{load.message}</p>}
        {load.state === 'ready' && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {filterMedia(load.items, query, false).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => pick(item)}
                  className="w-full rounded-lg border text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
                >
                  <MediaThumbnail item={item} alt="" />
                  <span className="block break-all px-2 pt-2 font-medium">{item.original_name}</span>
                  <span className="block px-2 pb-2 text-muted-foreground">{dimensionsOf(item)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
