import { QUESTION_STATES, type QuestionState } from './question-types';

/** The moderation page's address: /admin/commentaires?etat=…&article=…&page=… */
export type ModerationFilters = { state: QuestionState; postId: string | null; page: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Anything unknown falls back to the pending questions of every article, page 1. */
export function parseModerationFilters(params: Record<string, string | string[] | undefined>): ModerationFilters {
  const state = first(params.etat);
  const article = first(params.article);
  const page = Number(first(params.page));
  return {
    state: QUESTION_STATES.includes(state as QuestionState) ? (state as QuestionState) : 'pending',
    postId: article && UUID.test(article) ? article : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function moderationHref(filters: ModerationFilters): string {
  const params = new URLSearchParams();
  if (filters.state !== 'pending') params.set('etat', filters.state);
  if (filters.postId) params.set('article', filters.postId);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return `/admin/commentaires${query ? `?${query}` : ''}`;
}
