'use client';

import { callAction } from '@/components/admin/call-action';
import { FormDialog } from '@/components/admin/form-dialog';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { DEFAULT_CATEGORY_COLOR } from '@/lib/blog/category-color';
import { TAXONOMY_WORDING, type TaxonomyFieldErrors, type TaxonomyKind } from '@/lib/blog/taxonomy-form';
import { InputField } from '@/components/admin/form-field';
import { AuthorFields, type AuthorFormValues } from './author-fields';
import { CategoryFields, type CategoryFormValues } from './category-fields';
import type { TaxonomyActions, TaxonomyItem } from './taxonomy-types';

type Props = {
  kind: TaxonomyKind;
  item?: TaxonomyItem;
  save: TaxonomyActions['save'];
  trigger: React.ReactNode;
  /** A new author's name and e-mail from the member's account, the form open on arrival. */
  prefill?: { name: string; email: string };
};

type FormValues = AuthorFormValues & CategoryFormValues & { color: string };

function valuesOf(item: TaxonomyItem | undefined, prefill: Props['prefill']): FormValues {
  return {
    name: item?.name ?? prefill?.name ?? '',
    color: item?.color ?? DEFAULT_CATEGORY_COLOR,
    email: item?.email ?? prefill?.email ?? '',
    bio: item?.bio ?? '',
    slug: item?.slug ?? '',
    title: item?.title ?? '',
    qualifications: (item?.qualifications ?? []).join('\n'),
    specialities: (item?.specialities ?? []).join('\n'),
    registration_number: item?.registration_number ?? '',
    photo_url: item?.photo_url ?? '',
    is_health_professional: item?.is_health_professional ?? false,
    introduction: item?.introduction ?? '',
    service_slug: item?.service_slug ?? '',
  };
}

/** Create or edit one category (name, colour, topic page), tag (name) or author (name, credentials, photo, page). */
export function TaxonomyFormDialog({ kind, item, save, trigger, prefill }: Props) {
  const { open, openWith, values, setValues, bind, errors, pending, saveAndClose } = useFormDialog<
    FormValues,
    TaxonomyFieldErrors
  >(() => valuesOf(item, prefill), prefill !== undefined);
  const wording = TAXONOMY_WORDING[kind];

  const submit = () => {
    const { color, introduction, service_slug, ...author } = values;
    const category = { name: values.name, color, slug: values.slug, introduction, service_slug };
    const payload = kind === 'category' ? category : kind === 'tag' ? { name: values.name } : author;
    saveAndClose(callAction(save(payload, item?.id ?? null)), item ? wording.updated : wording.created);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={openWith}
      trigger={trigger}
      title={item ? `Modifier ${wording.the}` : wording.create}
      pending={pending}
      onSubmit={submit}
      className={kind === 'tag' ? undefined : 'max-h-[90vh] overflow-y-auto'}
    >
      <InputField id="taxonomy-name" label="Nom" required {...bind('name')} maxLength={100} autoFocus />
      {kind === 'category' && (
        <InputField
          id="taxonomy-color"
          label="Couleur"
          {...bind('color')}
          hint={values.color.toUpperCase()}
          type="color"
          className="h-10 w-20 p-1"
        />
      )}
      {kind === 'category' && (
        <CategoryFields
          name={values.name}
          values={values}
          errors={errors}
          change={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      )}
      {kind === 'author' && (
        <AuthorFields
          values={values}
          errors={errors}
          change={(patch) => setValues((current) => ({ ...current, ...patch }))}
        />
      )}
    </FormDialog>
  );
}
