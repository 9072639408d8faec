'use client';

import { callAction } from '@/components/admin/call-action';
import { onSubmitted, useAction } from '@/components/admin/use-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import type { ActionResult } from '@/lib/actions/action-result';
import { InputField } from '@/components/admin/form-field';

/** The states a request can be moved to from its row, the one it is in left out. */
const STATE_BUTTONS = [
  { state: 'rappele', label: 'Rappelé' },
  { state: 'sans-reponse', label: 'Sans réponse' },
  { state: 'archivee', label: 'Archiver' },
] as const;

type Props = {
  id: string;
  state: string;
  phoneE164: string;
  /** The chat link to the patient: a neutral first reply, the confirmation once a time is fixed. */
  whatsappLink: string;
  /** Where the date and time start: the appointment fixed, or the patient's first half-day. */
  start: { day: string; time: string };
  icsPath: string | null;
  changeState: (values: { id: string; state: string }) => Promise<ActionResult>;
  fixAppointment: (values: { id: string; day: string; time: string }) => Promise<ActionResult>;
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
  const { values, bind } = useFormValues(start, errors);

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
        {STATE_BUTTONS.filter((button) => button.state !== state).map((button) => (
          <Button
            key={button.state}
            size="sm"
            variant="secondary"
            disabled={pending}
            onClick={() => run(callAction(changeState({ id, state: button.state })))}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={onSubmitted(() => run(callAction(fixAppointment({ id, ...values }))))}
      >
        <InputField id={`jour-${id}`} label="Date du rendez-vous" type="date" {...bind('day')} />
        <InputField id={`heure-${id}`} label="Heure" type="time" {...bind('time')} />
        <Button type="submit" size="sm" disabled={pending}>
          Fixer le rendez-vous
        </Button>
      </form>
    </div>
  );
}
