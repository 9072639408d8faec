import { formatHalfDay, type HalfDay } from '@/lib/appointments/half-days';

/** The confirmation restates the half-days the patient asked for, as the practice received them. */
export function ChosenHalfDays({ halfDays }: { halfDays: readonly HalfDay[] }) {
  if (halfDays.length === 0) return null;
  return (
    <section aria-labelledby="demi-journees-titre" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="demi-journees-titre" className="text-2xl font-semibold text-slate-900">
        Demi-journées demandées
      </h2>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
        {halfDays.map((halfDay) => (
          <li key={`${halfDay.day}:${halfDay.part}`}>{formatHalfDay(halfDay)}</li>
        ))}
      </ul>
    </section>
  );
}
