import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type Props = { id: string; label: string; type: 'date' | 'time'; value: string; error?: string };

/** A date or time input of the appointment forms, its label above and its French error below. */
export function DateTimeField({ id, label, error, onChange, ...input }: Props & { onChange: (value: string) => void }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-erreur`}
      />
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}
