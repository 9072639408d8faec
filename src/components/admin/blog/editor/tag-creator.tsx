'use client';

import { Loader2, Plus } from 'lucide-react';
import { useId, useState, useTransition } from 'react';
import { callAction } from '@/components/admin/call-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { TagRef } from '@/lib/blog/post-types';
import type { ActionResult } from '@/lib/actions/action-result';

/** The Tags page's own save (its checks: name required, not taken); the editor calls it to create one. */
export type CreateTag = (values: { name: string }, id: null) => Promise<ActionResult<{ id: string }, object>>;

/**
 * « Créer le tag … » under the tag list: a tag is created without leaving the article, then
 * ticked (docs/decisions/041).
 */
export function TagCreator({
  create,
  onCreated,
}: {
  create: CreateTag;
  onCreated: (tag: Pick<TagRef, 'id' | 'name'>) => void;
}) {
  const inputId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const trimmed = name.trim();

  const submit = () =>
    startTransition(async () => {
      const result = await callAction(create({ name: trimmed }, null));
      if (!result.ok) {
        setError(result.fieldErrors.name ?? result.message);
        return;
      }
      onCreated({ id: result.id, name: trimmed });
      setName('');
      setError(null);
    });

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId} className="font-normal">
        Nouvelle étiquette
      </Label>
      <Input
        id={inputId}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Enter creates the tag, never submits the article.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (trimmed) submit();
          }
        }}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
      />
      {trimmed && (
        <Button type="button" variant="outline" size="sm" disabled={pending} onClick={submit} className="max-w-full">
          {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Plus aria-hidden />}
          <span className="truncate">
            Créer l’étiquette «{'\u00a0'}
            {trimmed}
            {'\u00a0'}»
          </span>
        </Button>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
