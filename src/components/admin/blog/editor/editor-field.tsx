import { Label } from '@/components/ui/label';

/**
 * A labelled control with its French error below it (linked for screen readers). A control that
 * is no form element (the body editor, a contenteditable loaded after the page) takes its name
 * from the label by `aria-labelledby={labelIdOf(id)}`: `for` may only name a form control.
 */
export function EditorField({
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
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export const labelIdOf = (id: string) => `${id}-label`;

/** Props that tie a control to its EditorField error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** Advisory counter (spec section 9): turns amber past the recommended length, never blocks. */
export function CharacterCounter({ length, advised }: { length: number; advised: number }) {
  return (
    <span className={length > advised ? 'font-medium text-amber-700' : undefined}>
      {length}/{advised} caractères
    </span>
  );
}

/** A hard limit's counter: red past the limit, where saving is refused with a French error (docs/decisions/041). */
export function LimitCounter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'font-medium text-destructive' : undefined}>
      {length}/{max} caractères{length > max ? ` (${length - max} de trop)` : ''}
    </span>
  );
}
