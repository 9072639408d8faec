/**
 * An article's views over the period as a small line; the trend word beside it says the same for
 * screen readers, and alone on a phone, where the line would squeeze the article's title.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? 80 / (values.length - 1) : 0;
  const points = values
    .map((value, index) => `${(index * step).toFixed(1)},${(20 - (value / max) * 18).toFixed(1)}`)
    .join(' ');
  return (
    <svg viewBox="0 0 80 22" className="hidden h-5 w-20 text-primary sm:inline-block" aria-hidden focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
