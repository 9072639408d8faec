'use client';

import { Images, ImagePlus, Loader2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { MediaPickerDialog } from '@/components/admin/media/media-picker-dialog';
import { PHOTO_FILE_ACCEPT, prepareImageFile } from './body/prepare-image-file';
import { uploadWithProgress } from './body/upload-with-progress';

type Props = {
  url: string;
  alt: string;
  title: string;
  error?: string;
  onChange: (image: { url: string; alt: string }) => void;
  /** The same upload serves the author photo, whose alternative text is the author's name. */
  legend?: string;
  withAlt?: boolean;
  /** Offers « Choisir dans la médiathèque » (the post form's featured image). */
  withLibrary?: boolean;
};

/** Upload area, or the image with 'Supprimer' and its alternative text. */
export function FeaturedImageField({
  url,
  alt,
  title,
  error,
  onChange,
  legend = 'Image à la une',
  withAlt = true,
  withLibrary = false,
}: Props) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    setUploading(true);
    // The same photos as the body: read, and scaled down under 5 Mo in the browser when bigger.
    const prepared = await prepareImageFile(file);
    if (!prepared.ok) {
      setUploading(false);
      toast.error('Image refusée', { description: prepared.message });
      return;
    }
    const outcome = await uploadWithProgress(prepared.file, () => undefined);
    setUploading(false);
    if (outcome.ok) {
      onChange({ url: outcome.url, alt: alt || title });
      toast.success('Image uploadée', { description: "L'image a été ajoutée avec succès" });
    } else {
      toast.error("Impossible d'uploader l'image", { description: outcome.message });
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {url ? (
        <div className="space-y-3">
          <img
            src={url}
            alt={alt || title}
            className="aspect-video w-full max-w-xl rounded-md border bg-muted object-cover"
          />
          <Button type="button" variant="outline" size="sm" onClick={() => onChange({ url: '', alt: '' })}>
            <Trash2 aria-hidden />
            Supprimer
          </Button>
          {withAlt && (
            <div className="space-y-2">
              <Label htmlFor={`${inputId}-alt`}>Texte alternatif</Label>
              <Input
                id={`${inputId}-alt`}
                value={alt}
                maxLength={300}
                placeholder="Décrivez l’image pour les personnes qui ne la voient pas"
                onChange={(event) => onChange({ url, alt: event.target.value })}
              />
            </div>
          )}
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void send(event.dataTransfer.files[0]);
          }}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed p-8 text-center text-sm text-muted-foreground transition-colors hover:bg-muted/50 focus-within:ring-[3px] focus-within:ring-ring/40',
            dragging && 'border-primary bg-secondary',
          )}
        >
          {uploading ? (
            <Loader2 aria-hidden className="size-8 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-8" />
          )}
          <span className="font-medium text-foreground">
            {uploading ? 'Envoi en cours…' : 'Choisir ou déposer une image'}
          </span>
          <span>PNG, JPEG ou WebP, 5 Mo au maximum</span>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_FILE_ACCEPT}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              void send(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {withLibrary && !url && (
        <>
          <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
            <Images aria-hidden />
            Choisir dans la médiathèque
          </Button>
          <MediaPickerDialog
            open={picking}
            onOpenChange={setPicking}
            onPick={(picked) => onChange({ url: picked.url, alt: picked.alt || alt || title })}
          />
        </>
      )}
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}
