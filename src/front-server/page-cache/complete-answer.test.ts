import { describe, expect, it } from 'vitest';
import { isCompletePublicAnswer } from './complete-answer';

const complete = (contentType: string, body: string) => isCompletePublicAnswer(contentType, Buffer.from(body));

describe('what the page cache may keep (decision 029)', () => {
  it('keeps whole documents of the type they claim', () => {
    expect(complete('text/html; charset=utf-8', '<!DOCTYPE html><html lang="fr"><body></body></html>\n')).toBe(true);
    expect(complete('application/xml', '<?xml version="1.0"?><urlset></urlset>')).toBe(true);
    expect(complete('application/rss+xml; charset=utf-8', '<?xml version="1.0"?><rss><channel/></rss>')).toBe(true);
    expect(complete('text/plain', 'User-Agent: *\nDisallow: /admin\n')).toBe(true);
  });

  it('never keeps Next’s `{}`, an empty body, JSON, a React payload or a cut document in a page’s place', () => {
    for (const [contentType, body] of [
      ['text/html; charset=utf-8', '{}'],
      ['text/html; charset=utf-8', ''],
      ['text/html; charset=utf-8', '<!DOCTYPE html><html><body><p>coupé'],
      ['text/html; charset=utf-8', '<p>fragment</p>'],
      ['application/json', '{}'],
      ['text/x-component', '0:{"a":1}'],
      ['application/xml', '{}'],
      ['application/xml', '<?xml version="1.0"?><urlset><url>'],
      ['text/plain', '{}'],
      ['text/plain', '   '],
      ['', '<!DOCTYPE html><html></html>'],
    ]) {
      expect(complete(contentType!, body!), `${contentType} ${JSON.stringify(body)}`).toBe(false);
    }
  });
});
