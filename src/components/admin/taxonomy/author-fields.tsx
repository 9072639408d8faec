'use client';

import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { TaxonomyFieldErrors } from '@/lib/blog/taxonomy-form';
import { slugify } from '@/lib/text/slugify';
import { FeaturedImageField } from '../blog/editor/featured-image-field';
import { InputField, TextareaField } from '@/components/admin/form-field';
import { textFieldBinder } from '@/components/admin/use-form-values';

/** What the author form holds as typed: lists one entry per line. */
export type AuthorFormValues = {
  name: string;
  email: string;
  bio: string;
  slug: string;
  title: string;
  qualifications: string;
  specialities: string;
  registration_number: string;
  photo_url: string;
  is_health_professional: boolean;
};

type Props = {
  values: AuthorFormValues;
  errors: TaxonomyFieldErrors;
  change: (patch: Partial<AuthorFormValues>) => void;
};

/** The author's credentials and public page, below the name in the Auteurs dialog. */
export function AuthorFields({ values, errors, change }: Props) {
  const bind = textFieldBinder(values, errors, (key, value) => change({ [key]: value }));
  return (
    <>
      <InputField
        id="author-title"
        label="Titre"
        {...bind('title')}
        hint="Par exemple « Dr » ; affiché devant le nom"
        maxLength={30}
      />
      <InputField
        id="author-slug"
        label="Adresse de la page"
        {...bind('slug')}
        hint={<>Page publique : /auteurs/{values.slug || slugify(values.name) || '…'}</>}
        maxLength={100}
        spellCheck={false}
      />
      <InputField
        id="taxonomy-email"
        label="Email"
        {...bind('email')}
        hint="Le compte du personnel qui a cette adresse peut marquer comme relus les articles de cet auteur relecteur"
        type="email"
      />
      <TextareaField id="taxonomy-bio" label="Biographie" {...bind('bio')} rows={4} />
      <TextareaField
        id="author-specialities"
        label="Spécialités"
        {...bind('specialities')}
        hint="Une par ligne"
        rows={2}
      />
      <TextareaField
        id="author-qualifications"
        label="Qualifications"
        {...bind('qualifications')}
        hint="Une par ligne (diplômes, titres)"
        rows={3}
      />
      <InputField
        id="author-registration"
        label="N° d’inscription à l’Ordre (facultatif)"
        {...bind('registration_number')}
        maxLength={60}
      />
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="author-health-professional">Professionnel de santé (peut relire les articles)</Label>
        <Switch
          id="author-health-professional"
          checked={values.is_health_professional}
          onCheckedChange={(checked) => change({ is_health_professional: checked })}
        />
      </div>
      <FeaturedImageField
        legend="Photo"
        withAlt={false}
        url={values.photo_url}
        alt=""
        title={`Photo de ${values.name}`}
        error={errors.photo_url}
        onChange={({ url }) => change({ photo_url: url })}
      />
    </>
  );
}
