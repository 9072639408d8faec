import { blogPageCount, parseBlogPage } from '../blog/blog-pagination';
import { APPOINTMENT_INBOX_PATH } from './inbox-paths';
import { CLOSED_STATES, OPEN_STATES, type RequestState } from './request-states';

/**
 * What « Demandes » lists: the requests still to handle (open states) or the handled ones,
 * a page of 25 at a time, so the inbox weighs the same with 20 requests or 2,000.
 */
export const INBOX_VIEWS = [
  { code: 'a-traiter', label: 'À traiter', states: OPEN_STATES },
  { code: 'traitees', label: 'Traitées', states: CLOSED_STATES },
] as const;

export type InboxViewCode = (typeof INBOX_VIEWS)[number]['code'];
export type InboxView = { view: InboxViewCode; page: number };

export const INBOX_PAGE_SIZE = 25;

export function parseInboxView(params: { vue?: string | string[]; page?: string | string[] }): InboxView {
  const view = INBOX_VIEWS.find((candidate) => candidate.code === params.vue)?.code ?? 'a-traiter';
  return { view, page: parseBlogPage(params.page) ?? 1 };
}

export const inboxStates = (view: InboxViewCode): readonly RequestState[] =>
  INBOX_VIEWS.find((candidate) => candidate.code === view)!.states;

export const inboxPageCount = (total: number) => blogPageCount(total, INBOX_PAGE_SIZE);

export function inboxHref({ view, page }: InboxView): string {
  const params = new URLSearchParams();
  if (view !== 'a-traiter') params.set('vue', view);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${APPOINTMENT_INBOX_PATH}?${query}` : APPOINTMENT_INBOX_PATH;
}

export const requestPath = (id: string) => `${APPOINTMENT_INBOX_PATH}/${id}`;
