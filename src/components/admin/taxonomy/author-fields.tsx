'use client';

import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { TaxonomyFieldErrors } from '@/lib/blog/taxonomy-form';
import { slugify } from '@/lib/text/slugify';
import { FeaturedImageField } from '../blog/editor/featured-image-field';
import { InputField, TextareaField } from '@/components/admin/form-field';

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
  const text = (field: keyof AuthorFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change({ [field]: event.target.value });
  return (
    <>
      <InputField
        id="author-title"
        label="Titre"
        error={errors.title}
        hint="Par exemple « Dr » ; affiché devant le nom"
        value={values.title}
        maxLength={30}
        onChange={text('title')}
      />
      <InputField
        id="author-slug"
        label="Adresse de la page"
        error={errors.slug}
        hint={<>Page publique : /auteurs/{values.slug || slugify(values.name) || '…'}</>}
        value={values.slug}
        maxLength={100}
        spellCheck={false}
        onChange={text('slug')}
      />
      <InputField
        id="taxonomy-email"
        label="Email"
        error={errors.email}
        hint="Le compte du personnel qui a cette adresse peut marquer comme relus les articles de cet auteur relecteur"
        type="email"
        value={values.email}
        onChange={text('email')}
      />
      <TextareaField
        id="taxonomy-bio"
        label="Biographie"
        error={errors.bio}
        rows={4}
        value={values.bio}
        onChange={text('bio')}
      />
      <TextareaField
        id="author-specialities"
        label="Spécialités"
        error={errors.specialities}
        hint="Une par ligne"
        rows={2}
        value={values.specialities}
        onChange={text('specialities')}
      />
      <TextareaField
        id="author-qualifications"
        label="Qualifications"
        error={errors.qualifications}
        hint="Une par ligne (diplômes, titres)"
        rows={3}
        value={values.qualifications}
        onChange={text('qualifications')}
      />
      <InputField
        id="author-registration"
        label="N° d’inscription à l’Ordre (facultatif)"
        error={errors.registration_number}
        value={values.registration_number}
        maxLength={60}
        onChange={text('registration_number')}
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
