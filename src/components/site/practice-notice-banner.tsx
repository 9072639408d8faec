import { Icon } from '@/components/site/icons';
import type { PracticeView } from '@/lib/practice/practice-view';

/**
 * On every public page from 'Cabinet''s notice days before a closure or special hours until
 * their last day: the label, the dates and the message.
 */
export function PracticeNoticeBanner({ specialHours }: { specialHours: PracticeView['specialHours'] }) {
  if (specialHours.length === 0) return null;
  return (
    <section
      aria-label="Fermetures et horaires exceptionnels"
      data-practice-notice=""
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
    >
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
        {specialHours.map((period) => (
          <li key={period.id} className="flex gap-2">
            <Icon name="calendar-clock" aria-hidden className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="font-semibold">{period.announcement}</strong>
              {period.message ? <> {period.message}</> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
