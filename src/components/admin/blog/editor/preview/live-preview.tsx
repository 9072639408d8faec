'use client';

import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PostFormValues } from '@/lib/blog/post-form';
import { cn } from '@/lib/utils';
import { PreviewFrame } from './preview-frame';
import { useLivePreview, type PreviewArticle } from './use-live-preview';

/** A common phone's width in CSS pixels: the public styles' phone layout applies below 640. */
const PHONE_WIDTH_CLASS = 'w-[390px]';

/**
 * « Aperçu en direct »: the unsaved form as the public article page shows it, rendered by its own
 * component on the server (decision 046), at a computer's or a phone's width.
 */
export function LivePreview({
  values,
  postId,
  preview,
}: {
  values: PostFormValues;
  postId: string | null;
  preview: PreviewArticle;
}) {
  const [phone, setPhone] = useState(false);
  const { article, error } = useLivePreview(values, postId, preview);
  return (
    <section aria-labelledby="live-preview-title" className="min-w-0 rounded-lg border bg-card xl:sticky xl:top-4">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-2">
        <h2 id="live-preview-title" className="font-semibold">
          Aperçu en direct
        </h2>
        <div role="group" aria-label="Largeur de l’aperçu" className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={phone ? 'secondary' : 'ghost'}
            aria-pressed={phone}
            onClick={() => setPhone(true)}
          >
            <Smartphone aria-hidden />
            Mobile
          </Button>
          <Button
            type="button"
            size="sm"
            variant={phone ? 'ghost' : 'secondary'}
            aria-pressed={!phone}
            onClick={() => setPhone(false)}
          >
            <Monitor aria-hidden />
            Ordinateur
          </Button>
        </div>
      </div>
      <p className="px-4 py-2 text-sm text-muted-foreground">
        L’article tel qu’il paraîtrait publié maintenant, avec le texte non enregistré. L’aperçu n’enregistre rien.
      </p>
      {error && (
        <p
          role="alert"
          className="mx-4 mb-2 rounded-md border border-destructive/30 bg-red-50 p-2 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <div className="flex justify-center rounded-b-lg bg-muted p-2">
        <PreviewFrame
          title="Aperçu de l’article"
          className={cn('h-[75vh] rounded-md border bg-background', phone ? PHONE_WIDTH_CLASS : 'w-full')}
        >
          {article}
        </PreviewFrame>
      </div>
    </section>
  );
}
