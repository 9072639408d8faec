import { formatAdminDateTime } from '@/lib/text/french-dates';
import type { PracticeChange } from '@/lib/practice/practice-changes';

/** The last saves of 'Cabinet': who changed what, and when. */
export function PracticeHistory({ changes }: { changes: PracticeChange[] }) {
  return (
    <section aria-labelledby="historique-titre" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="historique-titre" className="text-lg font-semibold">
        Dernières modifications
      </h2>
      {changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune modification enregistrée.</p>
      ) : (
        <ul className="divide-y text-sm">
          {changes.map((change) => (
            <li key={change.id} className="py-2">
              <p>{change.summary}</p>
              <p className="text-muted-foreground">
                {formatAdminDateTime(change.changedAt)} · {change.changedBy}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
