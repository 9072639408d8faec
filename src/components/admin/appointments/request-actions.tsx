'use client';

import { useState } from 'react';
import { callAction } from '@/components/admin/call-action';
import { useAction } from '@/components/admin/use-action';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { RequestActionResult } from '@/lib/appointments/request-actions';

type Props = {
  id: string;
  state: string;
  phoneE164: string;
  /** The chat link to the patient: a neutral first reply, the confirmation once a time is fixed. */
  whatsappLink: string;
  /** Where the date and time start: the appointment fixed, or the patient's first half-day. */
  start: { day: string; time: string };
  icsPath: string | null;
  changeState: (values: { id: string; state: string }) => Promise<RequestActionResult>;
  fixAppointment: (values: { id: string; day: string; time: string }) => Promise<RequestActionResult>;
};

/** What staff do with one request: call, fix the time, answer on WhatsApp, move it on (decision 044). */
export function RequestActions({
  id,
  state,
  phoneE164,
  whatsappLink,
  start,
  icsPath,
  changeState,
  fixAppointment,
}: Props) {
  const { pending, errors, run } = useAction();
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <a href={`tel:${phoneE164}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Appeler
        </a>
        <a href={whatsappLink} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
          Répondre sur WhatsApp
        </a>
        {icsPath && (
          <a href={icsPath} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Fichier .ics
          </a>
        )}
        {state !== 'rappele' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => run(callAction(changeState({ id, state: 'rappele' })))}
          >
            Rappelé
          </Button>
        )}
        {state !== 'sans-reponse' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => run(callAction(changeState({ id, state: 'sans-reponse' })))}
          >
            Sans réponse
          </Button>
        )}
        {state !== 'archivee' && (
          <Button
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => run(callAction(changeState({ id, state: 'archivee' })))}
          >
            Archiver
          </Button>
        )}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(callAction(fixAppointment({ id, day, time })));
        }}
      >
        <div>
          <Label htmlFor={`jour-${id}`}>Date du rendez-vous</Label>
          <Input
            id={`jour-${id}`}
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            aria-invalid={Boolean(errors.day)}
            aria-describedby={`jour-${id}-erreur`}
          />
          <FieldError id={`jour-${id}-erreur`} message={errors.day} />
        </div>
        <div>
          <Label htmlFor={`heure-${id}`}>Heure</Label>
          <Input
            id={`heure-${id}`}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
            aria-invalid={Boolean(errors.time)}
            aria-describedby={`heure-${id}-erreur`}
          />
          <FieldError id={`heure-${id}-erreur`} message={errors.time} />
        </div>
        <Button type="submit" size="sm" disabled={pending}>
          Fixer le rendez-vous
        </Button>
      </form>
    </div>
  );
}
