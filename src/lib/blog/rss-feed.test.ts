import { describe, expect, it } from 'vitest';
import { buildRssFeed } from './rss-feed';

const channel = {
  siteUrl: 'https://cabinet.example',
  title: 'Blog du cabinet',
  description: 'Articles de santé',
  feedPath: '/blog/rss.xml',
};

describe('buildRssFeed', () => {
  it('writes an RSS 2.0 channel with one item per article, absolute links and RFC 822 dates', () => {
    const xml = buildRssFeed({
      ...channel,
      items: [
        {
          title: 'Stress & couple',
          path: '/blog/stress',
          description: 'Le <stress> au quotidien',
          date: '2025-03-01T09:00:00.000Z',
          category: 'Psychosomatique',
          author: 'Dr A.',
        },
        {
          title: 'Échographie',
          path: '/blog/echo',
          description: null,
          date: '2025-04-01T09:00:00.000Z',
          category: null,
          author: null,
        },
      ],
    });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Stress &amp; couple</title>');
    expect(xml).toContain('<description>Le &lt;stress&gt; au quotidien</description>');
    expect(xml).toContain('<link>https://cabinet.example/blog/stress</link>');
    expect(xml).toContain('<guid isPermaLink="true">https://cabinet.example/blog/echo</guid>');
    expect(xml).toContain('<pubDate>Sat, 01 Mar 2025 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<lastBuildDate>Tue, 01 Apr 2025 09:00:00 GMT</lastBuildDate>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it('leaves out characters XML 1.0 forbids, so one stored title cannot break the feed', () => {
    const xml = buildRssFeed({
      ...channel,
      items: [
        {
          title: 'Stress\u0001 au travail',
          path: '/blog/stress',
          description: 'Texte\uFFFE',
          date: '2025-03-01T09:00:00.000Z',
          category: 'Couple\uD83D',
          author: 'Dr\u0000 A.',
        },
      ],
    });
    expect(xml).toContain('<title>Stress au travail</title>');
    expect(xml).toContain('<description>Texte</description>');
    expect(xml).toContain('<category>Couple</category>');
    expect(xml).toContain('<dc:creator>Dr A.</dc:creator>');
  });

  it('is a valid empty channel without articles', () => {
    const xml = buildRssFeed({ ...channel, items: [] });
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('<link>https://cabinet.example/blog</link>');
  });
});
