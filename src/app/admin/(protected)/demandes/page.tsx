import type { Metadata } from 'next';
import { AdminLink } from '@/components/admin/admin-link';
import {
  ArchiveRangeForm,
  ArchiveSelectionForm,
  SELECTED_REQUEST_FIELD,
} from '@/components/admin/appointments/archive-forms';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatHalfDay } from '@/lib/appointments/half-days';
import {
  INBOX_PAGE_SIZE,
  INBOX_VIEWS,
  inboxHref,
  inboxPageCount,
  inboxStates,
  parseInboxView,
  requestPath,
} from '@/lib/appointments/inbox-view';
import { findReason } from '@/lib/appointments/reasons';
import { stateLabel } from '@/lib/appointments/request-states';
import { formatAdminDateTime } from '@/lib/text/french-dates';
import { cn } from '@/lib/utils';
import { deleteExpiredRequests, listRequestsForStaff } from '@/server/appointments/appointment-requests';
import { requireRequestHandler } from '@/server/appointments/request-guard';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { archiveRequestsReceivedBetweenAction, archiveSelectedRequestsAction } from './actions';

export const metadata: Metadata = { title: 'Demandes' };

type Props = { searchParams: Promise<{ vue?: string | string[]; page?: string | string[] }> };

/**
 * « Demandes »: the appointment requests to handle, or the handled ones, 25 a page (decision 044).
 * The list shows no phone number nor note: opening a request shows them and is recorded in its
 * journal. The expired closed ones are deleted first (no cron job).
 */
export default async function RequestsInboxPage({ searchParams }: Props) {
  await requireRequestHandler();
  const shown = parseInboxView(await searchParams);
  const facts = await readPracticeFacts();
  await deleteExpiredRequests(facts.requests.retentionDays);
  const { requests, total } = await listRequestsForStaff(inboxStates(shown.view), {
    number: shown.page,
    size: INBOX_PAGE_SIZE,
  });
  const pages = inboxPageCount(total);

  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Demandes de rendez-vous</h1>
        <p className="text-sm text-muted-foreground">
          Les demandes traitées sont supprimées {facts.requests.retentionDays} jours après leur clôture. Le site n’écrit
          jamais au patient&nbsp;: vous répondez depuis votre propre WhatsApp ou par téléphone.
        </p>
      </div>
      <nav aria-label="Filtrer les demandes" className="flex gap-2">
        {INBOX_VIEWS.map((view) => (
          <AdminLink
            key={view.code}
            href={inboxHref({ view: view.code, page: 1 })}
            aria-current={view.code === shown.view ? 'page' : undefined}
            className={buttonVariants({ variant: view.code === shown.view ? 'default' : 'outline', size: 'sm' })}
          >
            {view.label}
          </AdminLink>
        ))}
      </nav>
      {shown.view === 'a-traiter' && <ArchiveRangeForm archiveBetween={archiveRequestsReceivedBetweenAction} />}
      {requests.length === 0 ? (
        <p>{shown.view === 'a-traiter' ? 'Aucune demande à traiter.' : 'Aucune demande traitée.'}</p>
      ) : (
        <ArchiveSelectionForm archiveSelected={archiveSelectedRequestsAction}>
          <p className="text-sm text-muted-foreground">
            {total} demande{total > 1 ? 's' : ''} · page {Math.min(shown.page, pages)} sur {pages}
          </p>
          <ul className="space-y-3">
            {requests.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-start gap-3 rounded-lg border bg-card p-4"
                aria-label={`Demande de ${request.name}`}
              >
                <input
                  type="checkbox"
                  name={SELECTED_REQUEST_FIELD}
                  value={request.id}
                  aria-label={`Sélectionner la demande de ${request.name}`}
                  className="mt-1 size-4"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <AdminLink
                      href={requestPath(request.id)}
                      className="font-semibold underline-offset-4 hover:underline"
                    >
                      {request.name}
                    </AdminLink>
                    <Badge variant={request.state === 'nouvelle' ? 'default' : 'secondary'}>
                      {stateLabel(request.state)}
                    </Badge>
                  </div>
                  <p className="text-sm">
                    {findReason(request.reason)?.label ?? request.reason} ·{' '}
                    {request.halfDays.map(formatHalfDay).join(' · ')}
                  </p>
                  <p className="text-xs text-muted-foreground">Reçue le {formatAdminDateTime(request.createdAt)}</p>
                </div>
              </li>
            ))}
          </ul>
        </ArchiveSelectionForm>
      )}
      {pages > 1 && (
        <nav aria-label="Pages de demandes" className="flex items-center justify-between gap-4">
          {[
            { page: shown.page - 1, label: 'Précédentes' },
            { page: shown.page + 1, label: 'Suivantes' },
          ].map(({ page, label }) =>
            page < 1 || page > pages ? (
              <span
                key={label}
                aria-disabled
                className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}
              >
                {label}
              </span>
            ) : (
              <AdminLink
                key={label}
                href={inboxHref({ view: shown.view, page })}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                {label}
              </AdminLink>
            ),
          )}
        </nav>
      )}
    </div>
  );
}
