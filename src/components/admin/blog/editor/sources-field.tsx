'use client';

import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MAX_SOURCES, type SourceFormValues } from '@/lib/blog/post-form';

type Props = { sources: SourceFormValues[]; error?: string; onChange: (sources: SourceFormValues[]) => void };

const EMPTY_SOURCE: SourceFormValues = { title: '', url: '', publisher: '', year: '' };

// Each row's inputs: title and address on the whole width, publisher and year side by side.
const SOURCE_INPUTS = [
  { field: 'title', label: (n: number) => `Titre de la source ${n}`, wide: true, input: { maxLength: 300 } },
  { field: 'url', label: () => 'Adresse (https://…)', wide: true, input: { type: 'url', spellCheck: false } },
  { field: 'publisher', label: () => 'Éditeur', wide: false, input: { maxLength: 200 } },
  { field: 'year', label: () => 'Année', wide: false, input: { inputMode: 'numeric', maxLength: 4 } },
] as const;

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
            {SOURCE_INPUTS.map(({ field, label, wide, input }) => (
              <div key={field} className={wide ? 'space-y-1 sm:col-span-2' : 'space-y-1'}>
                <Label htmlFor={`${id}-${field}`}>{label(index + 1)}</Label>
                <Input
                  id={`${id}-${field}`}
                  {...input}
                  value={source[field]}
                  onChange={(event) => update(index, field, event.target.value)}
                />
              </div>
            ))}
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
