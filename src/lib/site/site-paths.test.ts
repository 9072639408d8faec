import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  articlePath,
  BLOG_FEED_PATH,
  BLOG_PATH,
  guidePath,
  HOME_PATH,
  REVIEW_LINKS_PATH,
  reviewLinkPath,
  servicePath,
  SHARED_PUBLIC_PAGES,
} from './site-paths';

describe('public page addresses (spec section 2)', () => {
  it('puts the blog at /blog, an article at /blog/{slug} and the feed at /blog/rss.xml', () => {
    expect(HOME_PATH).toBe('/');
    expect(BLOG_PATH).toBe('/blog');
    expect(articlePath('stress-et-maladies-psychosomatiques')).toBe('/blog/stress-et-maladies-psychosomatiques');
    expect(BLOG_FEED_PATH).toBe('/blog/rss.xml');
  });

  it('puts a service at /services/{slug} and a guide at /guides/{slug}', () => {
    expect(servicePath('echographie-clinique')).toBe('/services/echographie-clinique');
    expect(guidePath('preparer-consultation')).toBe('/guides/preparer-consultation');
  });

  it('makes an address absolute on the site origin, whatever path SITE_URL carries', () => {
    expect(absoluteUrl(articlePath('a'), 'https://cabinet.example.ma')).toBe('https://cabinet.example.ma/blog/a');
    expect(absoluteUrl(HOME_PATH, 'https://cabinet.example.ma/ignored/')).toBe('https://cabinet.example.ma/');
  });
});

describe('review link addresses (decision 021)', () => {
  it('puts a review link at /relecture/{token}, outside the shared public pages', () => {
    expect(reviewLinkPath('abc_DEF-123')).toBe('/relecture/abc_DEF-123');
    expect(SHARED_PUBLIC_PAGES.some((page) => page.startsWith(REVIEW_LINKS_PATH))).toBe(false);
  });
});
