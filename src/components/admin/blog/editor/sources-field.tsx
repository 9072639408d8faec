'use client';

import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_SOURCES, type SourceFormValues } from '@/lib/blog/post-form';

type Props = { sources: SourceFormValues[]; error?: string; onChange: (sources: SourceFormValues[]) => void };

const EMPTY_SOURCE: SourceFormValues = { title: '', url: '', publisher: '', year: '' };

/** The article's references: title and address required, publisher and year optional. */
export function SourcesField({ sources, error, onChange }: Props) {
  const update = (index: number, field: keyof SourceFormValues, value: string) =>
    onChange(sources.map((source, position) => (position === index ? { ...source, [field]: value } : source)));

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'post-sources-error' : undefined}>
      <legend className="text-sm font-medium">Sources</legend>
      <p className="text-xs text-muted-foreground">Affichées en fin d’article, avec un lien vers chaque source.</p>
      {sources.map((source, index) => {
        const id = `post-source-${index}`;
        return (
          <div key={index} className="grid gap-2 rounded-md border p-3 sm:grid-cols-2" data-testid="source-row">
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor={`${id}-title`}>Titre de la source {index + 1}</Label>
              <Input
                id={`${id}-title`}
                value={source.title}
                maxLength={300}
                onChange={(event) => update(index, 'title', event.target.value)}
              />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor={`${id}-url`}>Adresse (https://…)</Label>
              <Input
                id={`${id}-url`}
                type="url"
                value={source.url}
                spellCheck={false}
                onChange={(event) => update(index, 'url', event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-publisher`}>Éditeur</Label>
              <Input
                id={`${id}-publisher`}
                value={source.publisher}
                maxLength={200}
                onChange={(event) => update(index, 'publisher', event.target.value)}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-year`}>Année</Label>
              <Input
                id={`${id}-year`}
                inputMode="numeric"
                maxLength={4}
                value={source.year}
                onChange={(event) => update(index, 'year', event.target.value)}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive"
              onClick={() => onChange(sources.filter((_, position) => position !== index))}
            >
              <Trash2 aria-hidden />
              Retirer la source {index + 1}
            </Button>
          </div>
        );
      })}
      {sources.length < MAX_SOURCES && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...sources, EMPTY_SOURCE])}>
          <Plus aria-hidden />
          Ajouter une source
        </Button>
      )}
      {error && (
        <p id="post-sources-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
