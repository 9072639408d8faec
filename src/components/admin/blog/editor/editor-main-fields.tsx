'use client';

import dynamic from 'next/dynamic';
import { Input } from '@/components/ui/input';
import type { LinkTarget } from '@/lib/blog/article-body/link-targets';
import { SEO_DESCRIPTION_ADVICE, SEO_TITLE_ADVICE, SLUG_MAX, TITLE_MAX } from '@/lib/blog/post-form';
import { articlePath } from '@/lib/site/site-paths';
import type { BodyEditorProps } from './body/body-editor';
import { FormField, InputField, TextareaField, errorProps } from '@/components/admin/form-field';
import type { EditorFieldsProps } from './editor-types';
import { FeaturedImageField } from './featured-image-field';
import { SourcesField } from './sources-field';

/**
 * The visual editor's scripts load only where an article is edited (decision 040): Tiptap and the
 * paste and conversion code stay out of every other page, public or back office.
 */
const LazyBodyEditor = dynamic(() => import('./body/body-editor'), {
  ssr: false,
  loading: () => <div aria-busy className="min-h-80 rounded-md border bg-muted/30" />,
});

/** Advisory counter (spec section 9): turns amber past the recommended length, never blocks. */
function CharacterCounter({ length, advised }: { length: number; advised: number }) {
  return (
    <span className={length > advised ? 'font-medium text-amber-700' : undefined}>
      {length}/{advised} caractères
    </span>
  );
}

/** A hard limit's counter: red past the limit, where saving is refused with a French error (docs/decisions/041). */
function LimitCounter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'font-medium text-destructive' : undefined}>
      {length}/{max} caractères{length > max ? ` (${length - max} de trop)` : ''}
    </span>
  );
}

type Props = EditorFieldsProps & {
  onTitleChange: (title: string) => void;
  /** The slug of the article as it is online, when it is: changing it moves the article's address. */
  publishedSlug: string | null;
  linkTargets: readonly LinkTarget[];
  takeBody: BodyEditorProps['takeBody'];
};

export function EditorMainFields({ values, errors, set, onTitleChange, publishedSlug, linkTargets, takeBody }: Props) {
  const movesAddress = publishedSlug !== null && values.slug.trim() !== '' && values.slug.trim() !== publishedSlug;
  return (
    <div className="space-y-6 rounded-lg border bg-card p-5">
      <FormField
        id="post-title"
        label="Titre"
        required
        error={errors.title}
        hint={<LimitCounter length={values.title.length} max={TITLE_MAX} />}
      >
        <Input
          id="post-title"
          required
          value={values.title}
          onChange={(event) => onTitleChange(event.target.value)}
          {...errorProps('post-title', errors.title)}
        />
      </FormField>
      <InputField
        id="post-slug"
        label="Adresse de la page"
        error={errors.slug}
        hint={
          <>
            URL : /blog/{values.slug || '…'} · <LimitCounter length={values.slug.length} max={SLUG_MAX} />
            {movesAddress && (
              <span className="block">
                L’ancienne adresse {articlePath(publishedSlug)} mènera à la nouvelle : les liens déjà partagés
                continueront de fonctionner.
              </span>
            )}
          </>
        }
        value={values.slug}
        spellCheck={false}
        onChange={(event) => set('slug', event.target.value)}
      />
      <TextareaField
        id="post-excerpt"
        label="Extrait"
        error={errors.excerpt}
        rows={3}
        value={values.excerpt}
        onChange={(event) => set('excerpt', event.target.value)}
      />
      <FeaturedImageField
        url={values.featured_image_url}
        alt={values.featured_image_alt}
        title={values.title}
        error={errors.featured_image_url ?? errors.featured_image_alt}
        withLibrary
        onChange={({ url, alt }) => {
          set('featured_image_url', url);
          set('featured_image_alt', alt);
        }}
      />
      <FormField
        id="post-content"
        label="Contenu"
        required
        formControl={false}
        error={errors.content}
        hint="Mettez en forme avec la barre d’outils ou en tapant ## pour un titre, - pour une liste, > pour une citation. Glissez une image dans le texte pour l’ajouter."
      >
        <LazyBodyEditor
          id="post-content"
          value={values.content}
          onChange={(content) => set('content', content)}
          linkTargets={linkTargets}
          invalid={errors.content !== undefined}
          takeBody={takeBody}
        />
      </FormField>
      <SourcesField sources={values.sources} error={errors.sources} onChange={(sources) => set('sources', sources)} />
      <InputField
        id="post-meta-title"
        label="Titre pour Google"
        error={errors.meta_title}
        hint={
          <>
            Le titre affiché dans les résultats de Google (le titre de l’article s’il est vide).{' '}
            <CharacterCounter length={values.meta_title.length} advised={SEO_TITLE_ADVICE} />
          </>
        }
        value={values.meta_title}
        onChange={(event) => set('meta_title', event.target.value)}
      />
      <TextareaField
        id="post-meta-description"
        label="Description SEO"
        error={errors.meta_description}
        hint={<CharacterCounter length={values.meta_description.length} advised={SEO_DESCRIPTION_ADVICE} />}
        rows={3}
        value={values.meta_description}
        onChange={(event) => set('meta_description', event.target.value)}
      />
    </div>
  );
}
