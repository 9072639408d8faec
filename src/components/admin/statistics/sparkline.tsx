/** An article's views over the period as a small line; the trend word beside it says the same for screen readers. */
export function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? 80 / (values.length - 1) : 0;
  const points = values
    .map((value, index) => `${(index * step).toFixed(1)},${(20 - (value / max) * 18).toFixed(1)}`)
    .join(' ');
  return (
    <svg viewBox="0 0 80 22" className="inline-block h-5 w-20 text-primary" aria-hidden focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}
