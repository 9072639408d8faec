import { categoryPath, tagPath } from '../site/site-paths';
import { tagPageIndexable } from './topic-pages';

type TopicEntry = { slug: string; articles: number; lastModified: string };

/** The topic pages the sitemap lists (decision 048): every category page, the tag pages not `noindex`. */
export function topicSitemapPaths(topics: { categories: TopicEntry[]; tags: TopicEntry[] }) {
  return [
    ...topics.categories.map((entry) => ({ path: categoryPath(entry.slug), lastModified: entry.lastModified })),
    ...topics.tags
      .filter((entry) => tagPageIndexable(entry.articles))
      .map((entry) => ({ path: tagPath(entry.slug), lastModified: entry.lastModified })),
  ];
}
