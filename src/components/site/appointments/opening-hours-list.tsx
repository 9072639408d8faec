import type { HoursGroup } from '@/lib/practice/opening-hours';

/** The weekly hours beside the request form and on its confirmation (decision 044). */
export function OpeningHoursList({
  hours,
  className,
  rowClassName = '',
}: {
  hours: HoursGroup[];
  className: string;
  rowClassName?: string;
}) {
  return (
    <dl className={className}>
      {hours.map((group) => (
        <div key={group.days} className={`flex justify-between gap-4 ${rowClassName}`}>
          <dt>{group.days}</dt>
          <dd>{group.time}</dd>
        </div>
      ))}
    </dl>
  );
}
