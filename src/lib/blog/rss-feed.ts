import { absoluteUrl, BLOG_PATH } from '../site/site-paths';
import { stripXmlForbiddenCharacters } from '../text/xml-characters';

/** RSS 2.0 document for the blog (https://www.rssboard.org/rss-specification). */
export type FeedItem = {
  title: string;
  path: string;
  description: string | null;
  /** ISO date of the public date of the article. */
  date: string;
  category: string | null;
  author: string | null;
};

export type FeedChannel = { siteUrl: string; title: string; description: string; feedPath: string; items: FeedItem[] };

function escapeXml(text: string): string {
  return stripXmlForbiddenCharacters(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function buildRssFeed({ siteUrl, title, description, feedPath, items }: FeedChannel): string {
  const newest = items.reduce<string | null>(
    (latest, item) => (latest === null || item.date > latest ? item.date : latest),
    null,
  );
  const renderedItems = items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', absoluteUrl(item.path, siteUrl)),
      `<guid isPermaLink="true">${escapeXml(absoluteUrl(item.path, siteUrl))}</guid>`,
      element('pubDate', new Date(item.date).toUTCString()),
      item.description ? element('description', item.description) : '',
      item.category ? element('category', item.category) : '',
      item.author ? element('dc:creator', item.author) : '',
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', title),
    element('link', absoluteUrl(BLOG_PATH, siteUrl)),
    element('description', description),
    element('language', 'fr'),
    `<atom:link href="${escapeXml(absoluteUrl(feedPath, siteUrl))}" rel="self" type="application/rss+xml"/>`,
    newest ? element('lastBuildDate', new Date(newest).toUTCString()) : '',
    ...renderedItems,
    '</channel>',
    '</rss>',
  ].join('\n');
}
