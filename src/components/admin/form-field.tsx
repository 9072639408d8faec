import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * A labelled control with its hint and its French error below it (linked for screen readers by
 * `errorProps` on the control). A control that is no form element (the body editor, a
 * contenteditable loaded after the page) takes its name from the label by
 * `aria-labelledby={labelIdOf(id)}`: `for` may only name a form control.
 */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  formControl = true,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: React.ReactNode;
  formControl?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label {...(formControl ? { htmlFor: id } : { id: labelIdOf(id) })}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const labelIdOf = (id: string) => `${id}-label`;

/** Props that tie a control to its FormField error and, when it has one, to its hint. */
export function errorProps(id: string, error: string | undefined, hinted?: unknown) {
  const describedBy = [error ? `${id}-error` : null, hinted ? `${id}-hint` : null].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

type FieldFrame = { id: string; label: string; required?: boolean; error?: string; hint?: React.ReactNode };

/** A FormField around a one-line input, tied to its error and hint. */
export function InputField({ id, label, required, error, hint, ...input }: FieldFrame & React.ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Input id={id} {...input} {...errorProps(id, error, hint)} />
    </FormField>
  );
}

/** A FormField around a text area, tied to its error and hint. */
export function TextareaField({
  id,
  label,
  required,
  error,
  hint,
  ...textarea
}: FieldFrame & React.ComponentProps<'textarea'>) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <Textarea id={id} {...textarea} {...errorProps(id, error, hint)} />
    </FormField>
  );
}
