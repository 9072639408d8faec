'use client';

import { useState } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from 'lucide-react';
import { callAction } from '@/components/admin/call-action';
import { onSubmitted, toastResult, useAction } from '@/components/admin/use-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { ActionResult } from '@/lib/actions/action-result';
import {
  TESTIMONIAL_RATINGS,
  testimonialFormValues,
  type Testimonial,
  type TestimonialFormValues,
} from '@/lib/practice/testimonials';
import { FormField, InputField, TextareaField, errorProps } from '@/components/admin/form-field';

/** A testimonial with its day already written by the server (decision 027). */
type TestimonialRow = { testimonial: Testimonial; dayLabel: string };

type Props = {
  rows: TestimonialRow[];
  today: string;
  save: (testimonialId: string | null, values: TestimonialFormValues) => Promise<ActionResult>;
  setVisibility: (testimonialId: string, visible: boolean) => Promise<ActionResult>;
  move: (testimonialId: string, direction: 'up' | 'down') => Promise<ActionResult>;
  remove: (testimonialId: string) => Promise<ActionResult>;
};

function TestimonialForm({
  testimonial,
  today,
  save,
  onCancel,
}: {
  /** null: a new testimonial. */
  testimonial: Testimonial | null;
  today: string;
  save: Props['save'];
  /** Editing an existing testimonial: « Annuler » closes the form, which a save closes too. */
  onCancel?: () => void;
}) {
  const initial = testimonial
    ? testimonialFormValues(testimonial)
    : { firstName: '', text: '', givenOn: today, doctorAnswer: '', rating: '', visible: true };
  const formId = testimonial ? `avis-${testimonial.id}` : 'avis-nouveau';
  const submitLabel = testimonial ? `Enregistrer l’avis de ${testimonial.firstName}` : 'Ajouter l’avis';
  const { pending, errors, run } = useAction();
  const { values, setValues, set, bind } = useFormValues(initial, errors);

  const submit = onSubmitted(() =>
    run(callAction(save(testimonial?.id ?? null, values)), 'Avis enregistré', onCancel ?? (() => setValues(initial))),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={`${formId}-firstName`} label="Prénom ou initiales" {...bind('firstName')} />
        <InputField
          id={`${formId}-givenOn`}
          label="Date de l’avis"
          {...bind('givenOn')}
          hint="Le site affiche depuis combien de temps (« il y a 2 semaines »)."
          type="date"
          max={today}
        />
      </div>
      <TextareaField id={`${formId}-text`} label="Texte de l’avis" {...bind('text')} rows={3} />
      <FormField
        id={`${formId}-rating`}
        label="Note donnée par le patient (facultatif)"
        error={errors.rating}
        hint="Des étoiles s’affichent seulement si le patient a donné une note."
      >
        <NativeSelect
          id={`${formId}-rating`}
          value={values.rating}
          onChange={(event) => set('rating', event.target.value)}
          {...errorProps(`${formId}-rating`, errors.rating, true)}
          options={TESTIMONIAL_RATINGS.map((rating) => ({ value: String(rating), label: `${rating} sur 5` }))}
        >
          <option value="">Aucune note</option>
        </NativeSelect>
      </FormField>
      <TextareaField
        id={`${formId}-doctorAnswer`}
        label="Réponse du médecin (facultatif)"
        {...bind('doctorAnswer')}
        rows={2}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${formId}-visible`}
          checked={values.visible}
          onCheckedChange={(checked) => set('visible', checked === true)}
        />
        <Label htmlFor={`${formId}-visible`}>Affiché sur le site</Label>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Enregistrement…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Annuler
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Patients' testimonials of the home page: edit, show or hide, order, delete, add (decision 035). */
export function PracticeTestimonials({ rows, today, save, setVisibility, move, remove }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const { pending, run } = useAction();

  return (
    <section aria-labelledby="avis-titre" className="space-y-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id="avis-titre" className="text-lg font-semibold">
          Avis de patients
        </h2>
        <p className="text-sm text-muted-foreground">
          Les avis affichés défilent sur la page d’accueil dans cet ordre. Un avis masqué reste ici mais n’est plus
          montré sur le site.
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun avis : la page d’accueil n’a pas de section « Avis ».</p>
      ) : (
        <ol className="divide-y rounded-md border">
          {rows.map(({ testimonial, dayLabel }, index) => (
            <li key={testimonial.id} data-testimonial={testimonial.firstName} className="space-y-3 p-3 text-sm">
              {editing === testimonial.id ? (
                <TestimonialForm
                  testimonial={testimonial}
                  today={today}
                  save={save}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {testimonial.firstName} <span className="font-normal text-muted-foreground">· {dayLabel}</span>
                      {testimonial.visible ? null : (
                        <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                          Masqué
                        </span>
                      )}
                    </p>
                    <p className="line-clamp-2 text-muted-foreground">{testimonial.text}</p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={pending || index === 0}
                      onClick={() => run(callAction(move(testimonial.id, 'up')), 'Ordre enregistré')}
                    >
                      <ArrowUp aria-hidden />
                      <span className="sr-only">Monter l’avis de {testimonial.firstName}</span>
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={pending || index === rows.length - 1}
                      onClick={() => run(callAction(move(testimonial.id, 'down')), 'Ordre enregistré')}
                    >
                      <ArrowDown aria-hidden />
                      <span className="sr-only">Descendre l’avis de {testimonial.firstName}</span>
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={pending}
                      onClick={() =>
                        run(
                          callAction(setVisibility(testimonial.id, !testimonial.visible)),
                          testimonial.visible ? 'Avis masqué' : 'Avis affiché',
                        )
                      }
                    >
                      {testimonial.visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                      <span className="sr-only">
                        {testimonial.visible ? 'Masquer' : 'Afficher'} l’avis de {testimonial.firstName}
                      </span>
                    </Button>
                    <Button type="button" variant="ghost" size="icon" onClick={() => setEditing(testimonial.id)}>
                      <Pencil aria-hidden />
                      <span className="sr-only">Modifier l’avis de {testimonial.firstName}</span>
                    </Button>
                    <ConfirmDeleteButton
                      triggerLabel={`Supprimer l’avis de ${testimonial.firstName}`}
                      title="Supprimer cet avis ?"
                      description="Il disparaît du site et de cette liste. Pour le retirer seulement du site, masquez-le."
                      onConfirm={async () => toastResult(await callAction(remove(testimonial.id)), 'Avis supprimé')}
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="space-y-4 border-t pt-4">
        <h3 className="font-semibold">Nouvel avis</h3>
        <TestimonialForm testimonial={null} today={today} save={save} />
      </div>
    </section>
  );
}
