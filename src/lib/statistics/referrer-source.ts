/**
 * Where a reader came from, reduced to a category and a domain (decision 045): the full address
 * of the previous page can carry a patient's search terms or a private link, so it is never kept.
 */
export type SourceCategory = 'direct' | 'search' | 'social' | 'chat' | 'site' | 'internal';

export type ReferrerSource = { category: SourceCategory; domain: string };

export const SOURCE_LABELS: Record<SourceCategory, string> = {
  direct: 'Accès direct',
  search: 'Moteur de recherche',
  social: 'Réseau social',
  chat: 'Messagerie',
  site: 'Autre site',
  internal: 'Navigation sur le site',
};

// Matched against the registrable end of the host name ("www.google.co.ma" ends with "google.co.ma").
const SEARCH_ENGINES = [
  'google',
  'bing.com',
  'duckduckgo.com',
  'yahoo.com',
  'search.yahoo.com',
  'ecosia.org',
  'qwant.com',
  'yandex',
  'baidu.com',
  'search.brave.com',
  'startpage.com',
];
const SOCIAL_NETWORKS = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  't.co',
  'twitter.com',
  'x.com',
  'tiktok.com',
  'youtube.com',
  'youtu.be',
  'pinterest.com',
  'reddit.com',
  'snapchat.com',
  'threads.net',
];
const CHAT_APPS = [
  'whatsapp.com',
  'wa.me',
  'telegram.org',
  't.me',
  'messenger.com',
  'm.me',
  'signal.org',
  'viber.com',
  'mail.google.com',
  'outlook.live.com',
  'mail.yahoo.com',
];

const MAX_DOMAIN_LENGTH = 100;

function belongsTo(host: string, names: readonly string[]): boolean {
  return names.some((name) => {
    if (name.includes('.')) return host === name || host.endsWith(`.${name}`);
    // A bare brand ("google") stands for every country domain: google.com, google.co.ma, …
    return host.split('.').some((label) => label === name);
  });
}

/** The reader's source from the `Referer` the browser sent (or the page script read), null or junk included. */
export function referrerSource(referrer: string | null | undefined, siteHosts: readonly string[]): ReferrerSource {
  const url = referrer && URL.canParse(referrer) ? new URL(referrer) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return { category: 'direct', domain: '' };
  const host = url.hostname.toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(host) || host.length > MAX_DOMAIN_LENGTH) return { category: 'site', domain: '' };
  const domain = host.replace(/^www\./, '');
  if (siteHosts.includes(host)) return { category: 'internal', domain: '' };
  // Mail and chat first: mail.google.com is a message, not a search.
  if (belongsTo(host, CHAT_APPS)) return { category: 'chat', domain };
  if (belongsTo(host, SOCIAL_NETWORKS)) return { category: 'social', domain };
  if (belongsTo(host, SEARCH_ENGINES)) return { category: 'search', domain };
  return { category: 'site', domain };
}
