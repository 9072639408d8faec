/**
 * The states of a request in the staff inbox (decision 044). « Nouvelle » and « Rappelé » are
 * open: they count towards the cap of open requests and are never deleted by retention; the three
 * others close the request, which is deleted once the retention period after its closing is over.
 */
export const REQUEST_STATES = [
  { code: 'nouvelle', label: 'Nouvelle', open: true },
  { code: 'rappele', label: 'Rappelé', open: true },
  { code: 'rdv-fixe', label: 'Rendez-vous fixé', open: false },
  { code: 'sans-reponse', label: 'Sans réponse', open: false },
  { code: 'archivee', label: 'Archivée', open: false },
] as const;

export type RequestState = (typeof REQUEST_STATES)[number]['code'];

const statesWhere = (open: boolean): readonly RequestState[] =>
  REQUEST_STATES.filter((state) => state.open === open).map((state) => state.code);
export const OPEN_STATES = statesWhere(true);
export const CLOSED_STATES = statesWhere(false);

export const stateLabel = (state: RequestState) => REQUEST_STATES.find((candidate) => candidate.code === state)!.label;

/** Retention of closed requests, in days, as the Cabinet page bounds it. */
export const MAX_RETENTION_DAYS = 365;

/** The instant before which a closed request is deleted. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * 86_400_000);
}
