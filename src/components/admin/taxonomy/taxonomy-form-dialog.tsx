'use client';

import { useRouter } from 'next/navigation';
import { Loader2 } from 'lucide-react';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_CATEGORY_COLOR } from '@/lib/category-color';
import { taxonomyWording, type TaxonomyFieldErrors, type TaxonomyKind } from '@/lib/taxonomy-form';
import { EditorField, errorProps } from '../blog/editor/editor-field';
import { PAGE_TEXTS, type TaxonomyActions, type TaxonomyItem } from './taxonomy-types';

type Props = { kind: TaxonomyKind; item?: TaxonomyItem; save: TaxonomyActions['save']; trigger: React.ReactNode };

/** Create or edit one category (name, colour), tag (name) or author (name, email, bio). */
export function TaxonomyFormDialog({ kind, item, save, trigger }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: '', color: DEFAULT_CATEGORY_COLOR, email: '', bio: '' });
  const [errors, setErrors] = useState<TaxonomyFieldErrors>({});
  const [pending, startTransition] = useTransition();
  const texts = PAGE_TEXTS[kind];
  const wording = taxonomyWording(kind);
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const openWith = (next: boolean) => {
    if (next) {
      setValues({ name: item?.name ?? '', color: item?.color ?? DEFAULT_CATEGORY_COLOR, email: item?.email ?? '', bio: item?.bio ?? '' });
      setErrors({});
    }
    setOpen(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload =
      kind === 'category' ? { name: values.name, color: values.color } : kind === 'tag' ? { name: values.name } : { name: values.name, email: values.email, bio: values.bio };
    startTransition(async () => {
      const result = await save(payload, item?.id ?? null).catch(() => null);
      if (result?.ok) {
        toast.success(item ? wording.updated : wording.created);
        setOpen(false);
        router.refresh();
        return;
      }
      setErrors(result?.fieldErrors ?? {});
      toast.error('Erreur', { description: result?.formError ?? "Impossible d'enregistrer" });
    });
  };

  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{item ? texts.edit : texts.create}</DialogTitle>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <EditorField id="taxonomy-name" label="Nom" required error={errors.name}>
            <Input id="taxonomy-name" value={values.name} maxLength={100} onChange={set('name')} autoFocus {...errorProps('taxonomy-name', errors.name)} />
          </EditorField>
          {kind === 'category' && (
            <EditorField id="taxonomy-color" label="Couleur" error={errors.color} hint={values.color.toUpperCase()}>
              <Input id="taxonomy-color" type="color" className="h-10 w-20 p-1" value={values.color} onChange={set('color')} {...errorProps('taxonomy-color', errors.color)} />
            </EditorField>
          )}
          {kind === 'author' && (
            <>
              <EditorField id="taxonomy-email" label="Email" error={errors.email}>
                <Input id="taxonomy-email" type="email" value={values.email} onChange={set('email')} {...errorProps('taxonomy-email', errors.email)} />
              </EditorField>
              <EditorField id="taxonomy-bio" label="Biographie" error={errors.bio}>
                <Textarea id="taxonomy-bio" rows={4} value={values.bio} onChange={set('bio')} {...errorProps('taxonomy-bio', errors.bio)} />
              </EditorField>
            </>
          )}
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
