import Link from 'next/link';
import { TriangleAlert } from 'lucide-react';

/** On every back-office page while a first-run stand-in remains in 'Cabinet'. */
export function PlaceholderNotice({ placeholders, isAdmin }: { placeholders: string[]; isAdmin: boolean }) {
  if (placeholders.length === 0) return null;
  return (
    <div role="note" data-placeholder-notice="" className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <p>
        Le site public affiche encore des valeurs provisoires ({placeholders.join(', ')}).{' '}
        {isAdmin ? (
          <Link href="/admin/cabinet" className="font-medium underline underline-offset-4">
            Complétez la page Cabinet
          </Link>
        ) : (
          'Un administrateur doit compléter la page Cabinet'
        )}
        .
      </p>
    </div>
  );
}
