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
