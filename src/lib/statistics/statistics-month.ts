import { BLOG_PATH, SEARCH_PATH, slugPage } from '@/lib/site/site-paths';
import { monthLabel } from '@/lib/text/french-dates';
import type { Metric } from './counted-reading';

/** What one month brought: readings, appointment requests sent and WhatsApp-link clicks. */
export type MonthFigures = { readings: number; requests: number; chats: number };

/** An article's page: under the blog's address, and neither the search nor a topic page. */
const isArticlePage = (page: string) => page !== SEARCH_PATH && slugPage(page)?.kind === 'article';
/** Any page of the blog: its list, its articles, its topics and its search. */
const isBlogPage = (page: string) => page === BLOG_PATH || page.startsWith(`${BLOG_PATH}/`);

/**
 * A month's figures for the blog and for the whole site, from its rows by page and metric: the
 * blog's readings are its articles' (what « lectures d’articles » says), its requests and clicks
 * those credited to any of its pages (decision 064). Phone calls and directions are not counted
 * here: « Statistiques » shows them in the details.
 */
export function monthFigures(rows: readonly { page: string; metric: Metric; count: number }[]): {
  blog: MonthFigures;
  site: MonthFigures;
} {
  const blog: MonthFigures = { readings: 0, requests: 0, chats: 0 };
  const site: MonthFigures = { readings: 0, requests: 0, chats: 0 };
  for (const { page, metric, count } of rows) {
    const figure =
      metric === 'view' ? 'readings' : metric === 'request' ? 'requests' : metric === 'chat' ? 'chats' : null;
    if (!figure) continue;
    site[figure] += count;
    if (metric === 'view' ? isArticlePage(page) : isBlogPage(page)) blog[figure] += count;
  }
  return { blog, site };
}

/** « 0 lecture d’article », « 1 … », « 2 lectures d’articles »: in French, 0 and 1 take the singular. */
export function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('fr-FR')}\u00a0${count < 2 ? one : many}`;
}

/**
 * The sentence « Statistiques » opens on: « En novembre : 12 lectures d’articles, 1 demande de
 * rendez-vous et 3 clics WhatsApp venus du blog. » The year is said only for another year than
 * `today`'s.
 */
export function monthSentence(month: string, today: string, blog: MonthFigures): string {
  const readings = countOf(blog.readings, 'lecture d’article', 'lectures d’articles');
  const requests = countOf(blog.requests, 'demande de rendez-vous', 'demandes de rendez-vous');
  const chats = countOf(blog.chats, 'clic WhatsApp', 'clics WhatsApp');
  return `En ${monthLabel(month, today.slice(0, 4))}\u00a0: ${readings}, ${requests} et ${chats} venus du blog.`;
}

/** The months to choose from: those with figures and this one, the latest first, each once. */
export function choosableMonths(withFigures: readonly string[], thisMonth: string): string[] {
  return [...new Set([thisMonth, ...withFigures])]
    .filter((month) => month <= thisMonth)
    .sort()
    .reverse();
}

/** « de novembre 2026 », « d’avril 2026 », « d’août »: the French « de » elided before a vowel. */
export function ofMonth(label: string): string {
  return /^[aeiouyâàéèêîôû]/i.test(label) ? `d’${label}` : `de ${label}`;
}
