'use client';

import { NativeSelect } from '@/components/ui/native-select';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import type { TaxonomyFieldErrors } from '@/lib/blog/taxonomy-form';
import { INTRODUCTION_MAX_LENGTH } from '@/lib/blog/topic-pages';
import { categoryPath } from '@/lib/site/site-paths';
import { slugify } from '@/lib/text/slugify';
import { FormField, InputField, TextareaField, errorProps } from '@/components/admin/form-field';
import { textFieldBinder } from '@/components/admin/use-form-values';

/** What the category form holds besides its name and colour: its topic page (decision 048). */
export type CategoryFormValues = { slug: string; introduction: string; service_slug: string };

type Props = {
  name: string;
  values: CategoryFormValues;
  errors: TaxonomyFieldErrors;
  change: (patch: Partial<CategoryFormValues>) => void;
};

/** The topic page's address, introduction and service, below the colour in the Catégories dialog. */
export function CategoryFields({ name, values, errors, change }: Props) {
  const address = categoryPath(values.slug || slugify(name) || '…');
  const bind = textFieldBinder(values, errors, (key, value) => change({ [key]: value }));
  return (
    <>
      <InputField
        id="category-slug"
        label="Adresse de la page"
        {...bind('slug')}
        hint={`Adresse de la page : ${address} (vide : tiré du nom).`}
        maxLength={100}
      />
      <TextareaField
        id="category-introduction"
        label="Introduction de la page"
        {...bind('introduction')}
        hint={`Texte simple, une ligne vide entre deux paragraphes (${values.introduction.length} / ${INTRODUCTION_MAX_LENGTH} caractères).`}
        rows={5}
      />
      <FormField
        id="category-service"
        label="Service associé"
        error={errors.service_slug}
        hint="La page de ce service affiche les derniers articles de la catégorie."
      >
        <NativeSelect
          id="category-service"
          value={values.service_slug}
          onChange={(event) => change({ service_slug: event.target.value })}
          {...errorProps('category-service', errors.service_slug)}
          options={SERVICE_CATALOG.map((service) => ({ value: service.slug, label: service.name }))}
        >
          <option value="">Aucun</option>
        </NativeSelect>
      </FormField>
    </>
  );
}
