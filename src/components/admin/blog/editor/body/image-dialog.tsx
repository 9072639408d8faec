'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export type ImageDialogState = {
  name: string;
  /** 0–1 while the upload runs; null once the image is stored. */
  progress: number | null;
  previewUrl: string | null;
  alt: string;
  caption: string;
};

type Props = {
  state: ImageDialogState;
  onDone: (text: { alt: string; caption: string }) => void;
  onCancel: () => void;
};

/** Asks what the image shows while it uploads (decision 040), with the upload's progress. */
export function ImageDialog({ state, onDone, onCancel }: Props) {
  const id = useId();
  const [alt, setAlt] = useState(state.alt);
  const [caption, setCaption] = useState(state.caption);
  const uploading = state.progress !== null;

  return (
    <Dialog open onOpenChange={(next) => !next && onCancel()}>
      <DialogContent aria-describedby={`${id}-help`}>
        <DialogHeader>
          <DialogTitle>Image</DialogTitle>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            Décrivez ce que montre l’image pour les personnes qui ne la voient pas. Le texte alternatif est obligatoire
            pour publier.
          </p>
        </DialogHeader>
        {uploading ? (
          <div className="space-y-1">
            <p className="text-sm">Envoi de «&nbsp;{state.name}&nbsp;»…</p>
            <progress className="w-full" max={1} value={state.progress ?? 0} aria-label="Progression de l’envoi" />
          </div>
        ) : (
          state.previewUrl && (
            <img src={state.previewUrl} alt="" className="max-h-48 rounded-md border object-contain" />
          )
        )}
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!uploading) onDone({ alt: alt.trim(), caption: caption.trim() });
          }}
        >
          <div className="space-y-2">
            <Label htmlFor={`${id}-alt`}>Texte alternatif</Label>
            <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} autoFocus />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-caption`}>Légende (facultative)</Label>
            <Input id={`${id}-caption`} value={caption} onChange={(event) => setCaption(event.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Annuler
            </Button>
            <Button type="submit" disabled={uploading}>
              {uploading ? 'Envoi en cours…' : 'Valider'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
