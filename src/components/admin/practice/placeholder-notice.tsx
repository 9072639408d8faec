import { AdminLink } from '@/components/admin/admin-link';
import { TriangleAlert } from 'lucide-react';

/**
 * On every back-office page while a first-run stand-in remains: a practice fact still to complete
 * on 'Cabinet', or an invented demo physician still named as an author or reviewer.
 */
export function PlaceholderNotice({
  placeholders,
  demoAuthors,
  isAdmin,
}: {
  placeholders: string[];
  demoAuthors: string[];
  isAdmin: boolean;
}) {
  if (placeholders.length === 0 && demoAuthors.length === 0) return null;
  return (
    <div
      role="note"
      data-placeholder-notice=""
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0" />
      <div className="space-y-1">
        {placeholders.length > 0 ? (
          <p>
            Le site public affiche encore des valeurs provisoires ({placeholders.join(', ')}).{' '}
            {isAdmin ? (
              <AdminLink href="/admin/cabinet" className="font-medium underline underline-offset-4">
                Complétez la page Cabinet
              </AdminLink>
            ) : (
              'Un administrateur doit compléter la page Cabinet'
            )}
            .
          </p>
        ) : null}
        {demoAuthors.length > 0 ? (
          <p>
            Le site public nomme encore comme auteurs ou relecteurs des médecins inventés pour la démonstration (
            {demoAuthors.join(', ')}).{' '}
            <AdminLink href="/admin/authors" className="font-medium underline underline-offset-4">
              Remplacez-les ou supprimez-les dans Auteurs
            </AdminLink>
            .
          </p>
        ) : null}
      </div>
    </div>
  );
}
