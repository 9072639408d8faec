'use client';

import { callAction } from '@/components/admin/call-action';
import { FormDialog } from '@/components/admin/form-dialog';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { type EverydayWordFieldErrors, MEANING_MAX_LENGTH, TERM_MAX_LENGTH } from '@/lib/search/everyday-word-fields';
import { InputField } from '@/components/admin/form-field';
import type { EverydayWordItem, SaveEverydayWord } from './everyday-word-types';

type Props = { item?: EverydayWordItem; save: SaveEverydayWord; trigger: React.ReactNode };

/** Add or edit one everyday word and what it finds. */
export function EverydayWordFormDialog({ item, save, trigger }: Props) {
  const { open, openWith, values, bind, pending, saveAndClose } = useFormDialog<
    { term: string; meaning: string },
    EverydayWordFieldErrors
  >(() => ({ term: item?.term ?? '', meaning: item?.meaning ?? '' }));

  return (
    <FormDialog
      open={open}
      onOpenChange={openWith}
      trigger={trigger}
      title={item ? 'Modifier le mot' : 'Nouveau mot'}
      pending={pending}
      onSubmit={() => saveAndClose(callAction(save(values, item?.id ?? null)), item ? 'Mot modifié' : 'Mot ajouté')}
    >
      <InputField
        id="everyday-word-term"
        label="Mot des patients"
        required
        {...bind('term')}
        hint="Tel qu’un patient le tape : « écho », « impuissance »… Majuscules et accents sont ignorés."
        maxLength={TERM_MAX_LENGTH}
        autoFocus
      />
      <InputField
        id="everyday-word-meaning"
        label="Trouve aussi"
        required
        {...bind('meaning')}
        hint="Les mots des articles : « échographie », « dysfonction érectile »…"
        maxLength={MEANING_MAX_LENGTH}
      />
    </FormDialog>
  );
}
