'use client';

import { Monitor, Smartphone } from 'lucide-react';
import { startTransition, useEffect, useRef, useState } from 'react';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/action-result';
import { PREVIEW_FAILED_MESSAGE } from '@/lib/blog/article-preview';
import type { PostFormValues } from '@/lib/blog/post-form';
import { cn } from '@/lib/utils';
import { PreviewFrame } from './preview-frame';

/** The live preview's server action: the form's values, rendered as the public article (decision 046). */
export type PreviewArticle = (
  values: PostFormValues,
  id: string | null,
) => Promise<ActionResult<{ article: React.ReactNode }>>;

/** How long typing pauses before the preview follows: a keystroke never waits for it. */
const PREVIEW_DELAY_MS = 400;

/** A common phone's width in CSS pixels: the public styles' phone layout applies below 640. */
const PHONE_WIDTH_CLASS = 'w-[390px]';

/**
 * « Aperçu en direct »: the unsaved form as the public article page shows it, rendered by its own
 * component on the server (decision 046), at a computer's or a phone's width. The article is asked
 * for at once when the preview opens, then after each pause in typing; an answer overtaken by a
 * later request is dropped, and a new answer replaces the shown one in a transition so typing
 * keeps priority.
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
  const [article, setArticle] = useState<React.ReactNode>(null);
  const [error, setError] = useState<string>();
  const latest = useRef(0);
  const shown = useRef(false);

  useEffect(() => {
    const request = ++latest.current;
    const timer = setTimeout(
      async () => {
        const result = await callAction(preview(values, postId)).catch(() => null);
        if (request !== latest.current) return;
        startTransition(() => {
          if (result?.ok) {
            shown.current = true;
            setArticle(result.article);
            setError(undefined);
          } else setError(result?.message ?? PREVIEW_FAILED_MESSAGE);
        });
      },
      shown.current ? PREVIEW_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [values, postId, preview]);

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
