'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import { callAction } from '@/components/admin/call-action';
import type { ActionResult } from '@/lib/actions/action-result';
import { PREVIEW_FAILED_MESSAGE } from '@/lib/blog/article-preview';
import type { PostFormValues } from '@/lib/blog/post-form';

/** The live preview's server action: the form's values, rendered as the public article (decision 046). */
export type PreviewArticle = (
  values: PostFormValues,
  id: string | null,
) => Promise<ActionResult<{ article: React.ReactNode }>>;

/** How long typing pauses before the preview follows: a keystroke never waits for it. */
export const PREVIEW_DELAY_MS = 400;

/**
 * The rendered article for the form's current values while the preview is shown: asked for at
 * once when it opens, then after each pause in typing; an answer overtaken by a later request is
 * dropped, and a new answer replaces the shown one in a transition so typing keeps priority.
 */
export function useLivePreview(values: PostFormValues, postId: string | null, preview: PreviewArticle) {
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

  return { article, error };
}
