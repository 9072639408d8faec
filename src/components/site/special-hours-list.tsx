import type { PracticeView } from '@/lib/practice/practice-view';

/** The announced closures and special hours under the weekly hours (contact section, footer). */
export function SpecialHoursList({
  specialHours,
  className,
}: {
  specialHours: PracticeView['specialHours'];
  className?: string;
}) {
  if (specialHours.length === 0) return null;
  return (
    <div className={className} data-special-hours="">
      <p className="font-semibold">Horaires exceptionnels</p>
      <ul>
        {specialHours.map((period) => (
          <li key={period.id}>
            {period.label}, {period.dates} : <span className="font-medium">{period.time}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
