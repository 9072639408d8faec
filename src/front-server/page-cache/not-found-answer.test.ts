import { describe, expect, it } from 'vitest';
import { expectsSiteNotFoundPage, isNotFoundPage } from './not-found-answer';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('expectsSiteNotFoundPage', () => {
  it('is a visitor’s page load on the public site', () => {
    for (const url of [
      '/blog/inconnu',
      '/blog?page=99',
      '/auteurs/x',
      '/services/x',
      '/nimporte/quoi',
      '/administration',
    ]) {
      expect(expectsSiteNotFoundPage(request(url)), url).toBe(true);
    }
    expect(expectsSiteNotFoundPage(request('/blog/inconnu', {}, 'HEAD'))).toBe(true);
  });

  it('leaves the other areas, React payloads, server actions and other methods as the app answers them', () => {
    for (const url of ['/admin', '/admin/blog/edit/x', '/api/health', '/uploads/x.png', '/_next/static/x.js']) {
      expect(expectsSiteNotFoundPage(request(url)), url).toBe(false);
    }
    expect(expectsSiteNotFoundPage(request('/blog/inconnu', { rsc: '1' }))).toBe(false);
    expect(expectsSiteNotFoundPage(request('/blog/inconnu', { 'next-action': 'abc' }))).toBe(false);
    expect(expectsSiteNotFoundPage(request('/blog/inconnu', {}, 'POST'))).toBe(false);
  });
});

describe('isNotFoundPage', () => {
  it('is a 404 in HTML', () => {
    expect(isNotFoundPage(404, 'text/html; charset=utf-8')).toBe(true);
    expect(isNotFoundPage(404, 'text/plain')).toBe(false);
    expect(isNotFoundPage(200, 'text/html')).toBe(false);
  });
});
