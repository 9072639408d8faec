'use client';

import { Loader2 } from 'lucide-react';
import { callAction } from '@/components/admin/call-action';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { type EverydayWordFieldErrors, MEANING_MAX_LENGTH, TERM_MAX_LENGTH } from '@/lib/search/everyday-word-form';
import { EditorField, errorProps } from '../blog/editor/editor-field';
import type { EverydayWordActions, EverydayWordItem } from './everyday-word-types';

type Props = { item?: EverydayWordItem; save: EverydayWordActions['save']; trigger: React.ReactNode };

/** Add or edit one everyday word and what it finds. */
export function EverydayWordFormDialog({ item, save, trigger }: Props) {
  const { open, openWith, values, setField, errors, pending, saveAndClose } = useFormDialog<
    { term: string; meaning: string },
    EverydayWordFieldErrors
  >(() => ({ term: item?.term ?? '', meaning: item?.meaning ?? '' }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    saveAndClose(callAction(save(values, item?.id ?? null)), item ? 'Mot modifié' : 'Mot ajouté');
  };

  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? 'Modifier le mot' : 'Nouveau mot'}</DialogTitle>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <EditorField
            id="everyday-word-term"
            label="Mot des patients"
            required
            error={errors.term}
            hint="Tel qu’un patient le tape : « écho », « impuissance »… Majuscules et accents sont ignorés."
          >
            <Input
              id="everyday-word-term"
              value={values.term}
              maxLength={TERM_MAX_LENGTH}
              onChange={setField('term')}
              autoFocus
              {...errorProps('everyday-word-term', errors.term)}
            />
          </EditorField>
          <EditorField
            id="everyday-word-meaning"
            label="Trouve aussi"
            required
            error={errors.meaning}
            hint="Les mots des articles : « échographie », « dysfonction érectile »…"
          >
            <Input
              id="everyday-word-meaning"
              value={values.meaning}
              maxLength={MEANING_MAX_LENGTH}
              onChange={setField('meaning')}
              {...errorProps('everyday-word-meaning', errors.meaning)}
            />
          </EditorField>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 aria-hidden className="animate-spin" />}
              Enregistrer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
