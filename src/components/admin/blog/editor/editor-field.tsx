import { Label } from '@/components/ui/label';

/** A labelled control with its French error below it (linked for screen readers). */
export function EditorField({
  id,
  label,
  required,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
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
