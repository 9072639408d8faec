'use client';

import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { categoryColor } from '@/lib/blog/category-color';
import { POST_STATUS_OPTIONS } from '@/lib/blog/post-status';
import type { AuthorRef, CategoryRef, PostStatus, TagRef } from '@/lib/blog/post-types';
import { FormField, InputField, errorProps } from '@/components/admin/form-field';
import type { EditorFieldsProps } from './editor-types';
import { TagCreator, type CreateTag } from './tag-creator';

export type EditorChoices = {
  authors: Array<AuthorRef & { is_health_professional: boolean }>;
  categories: CategoryRef[];
  tags: Array<Pick<TagRef, 'id' | 'name'>>;
};

type Props = EditorFieldsProps & {
  choices: EditorChoices;
  createTag: CreateTag;
  /** The medical review's fields, last in the column. */
  children: React.ReactNode;
};

export function EditorSideFields({ values, errors, set, choices, createTag, children }: Props) {
  const category = choices.categories.find((candidate) => candidate.id === values.category_id);
  // Tags created from this form, until the page's next load lists them with the others.
  const [createdTags, setCreatedTags] = useState<Array<Pick<TagRef, 'id' | 'name'>>>([]);
  const tags = [
    ...choices.tags,
    ...createdTags.filter((created) => !choices.tags.some((tag) => tag.id === created.id)),
  ];
  const selectedTags = tags.filter((tag) => values.tag_ids.includes(tag.id));
  const toggleTag = (id: string, checked: boolean) =>
    set('tag_ids', checked ? [...values.tag_ids, id] : values.tag_ids.filter((tagId) => tagId !== id));

  return (
    <div className="space-y-6 rounded-lg border bg-card p-5">
      <FormField id="post-status" label="Statut" error={errors.status}>
        <NativeSelect
          id="post-status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as PostStatus)}
          options={POST_STATUS_OPTIONS}
        />
      </FormField>
      {values.status === 'scheduled' && (
        <InputField
          id="post-scheduled-at"
          label="Date de publication"
          required
          error={errors.scheduled_at}
          hint="Heure de Casablanca"
          type="datetime-local"
          step={60}
          value={values.scheduled_at}
          onChange={(event) => set('scheduled_at', event.target.value)}
        />
      )}
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="post-featured">Article à la une</Label>
        <Switch id="post-featured" checked={values.featured} onCheckedChange={(checked) => set('featured', checked)} />
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="post-allow-comments">Autoriser les commentaires</Label>
        <Switch
          id="post-allow-comments"
          checked={values.allow_comments}
          onCheckedChange={(checked) => set('allow_comments', checked)}
        />
      </div>
      <FormField id="post-author" label="Auteur" error={errors.author_id}>
        <NativeSelect
          id="post-author"
          value={values.author_id}
          onChange={(event) => set('author_id', event.target.value)}
          {...errorProps('post-author', errors.author_id)}
          options={choices.authors.map((author) => ({ value: author.id, label: author.name }))}
        >
          <option value="">Aucun auteur</option>
        </NativeSelect>
      </FormField>
      <FormField id="post-category" label="Catégorie" error={errors.category_id}>
        <div className="flex items-center gap-2">
          <span
            aria-hidden
            className="size-3 shrink-0 rounded-full border"
            style={{ backgroundColor: category ? categoryColor(category.color) : 'transparent' }}
          />
          <NativeSelect
            id="post-category"
            value={values.category_id}
            onChange={(event) => set('category_id', event.target.value)}
            {...errorProps('post-category', errors.category_id)}
            options={choices.categories.map((option) => ({ value: option.id, label: option.name }))}
          >
            <option value="">Aucune catégorie</option>
          </NativeSelect>
        </div>
      </FormField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Étiquettes</legend>
        <div className="max-h-56 space-y-2 overflow-y-auto">
          {tags.map((tag) => (
            <div key={tag.id} className="flex items-center gap-2">
              <Checkbox
                id={`post-tag-${tag.id}`}
                checked={values.tag_ids.includes(tag.id)}
                onCheckedChange={(checked) => toggleTag(tag.id, checked === true)}
              />
              <Label htmlFor={`post-tag-${tag.id}`} className="font-normal">
                {tag.name}
              </Label>
            </div>
          ))}
          {tags.length === 0 && <p className="text-sm text-muted-foreground">Aucune étiquette pour le moment.</p>}
        </div>
        <TagCreator
          create={createTag}
          onCreated={(tag) => {
            setCreatedTags((current) => [...current, tag]);
            set('tag_ids', [...values.tag_ids, tag.id]);
          }}
        />
        {selectedTags.length > 0 && (
          <ul aria-label="Étiquettes choisies" className="flex flex-wrap gap-1">
            {selectedTags.map((tag) => (
              <li key={tag.id}>
                <Badge variant="secondary">{tag.name}</Badge>
              </li>
            ))}
          </ul>
        )}
        {errors.tag_ids && <p className="text-sm font-medium text-destructive">{errors.tag_ids}</p>}
      </fieldset>
      {children}
    </div>
  );
}
