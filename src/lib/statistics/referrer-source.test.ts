import { describe, expect, it } from 'vitest';
import { referrerSource } from './referrer-source';

const site = ['cabinet.example.ma', '127.0.0.1'];

describe('referrer is reduced to a category and a domain, never the full address', () => {
  it.each([
    ['https://www.google.co.ma/search?q=%C3%A9jaculation+pr%C3%A9coce', 'search', 'google.co.ma'],
    ['https://www.bing.com/search?q=x', 'search', 'bing.com'],
    ['https://duckduckgo.com/', 'search', 'duckduckgo.com'],
    ['https://l.facebook.com/l.php?u=https%3A%2F%2Fcabinet', 'social', 'l.facebook.com'],
    ['https://t.co/abc', 'social', 't.co'],
    ['https://web.whatsapp.com/', 'chat', 'web.whatsapp.com'],
    ['https://mail.google.com/mail/u/0/#inbox/123', 'chat', 'mail.google.com'],
    ['https://www.sante-maroc.example/articles/42?token=secret', 'site', 'sante-maroc.example'],
    ['https://cabinet.example.ma/blog', 'internal', ''],
  ])('%s → %s %s', (referrer, category, domain) => {
    expect(referrerSource(referrer, site)).toEqual({ category, domain });
  });

  it('no referrer, a non-web scheme or junk is a direct visit', () => {
    for (const referrer of [null, '', 'android-app://com.google.android.gm/', 'javascript:alert(1)', 'not a url']) {
      expect(referrerSource(referrer, site)).toEqual({ category: 'direct', domain: '' });
    }
  });

  it('a host of scripts or 10 kB of text keeps no domain', () => {
    expect(referrerSource(`https://${'a'.repeat(10_000)}.example/`, site)).toEqual({ category: 'site', domain: '' });
    expect(referrerSource('https://xn--<script>.example/', site).domain).not.toContain('<');
  });
});
