import { describe, expect, it } from 'vitest';
import { parseSiteScriptManifest } from './site-script';

describe('parseSiteScriptManifest', () => {
  it("reads the address of the build's site script", () => {
    expect(parseSiteScriptManifest('{"src":"/_next/static/site/site-enhancements-AB12.js"}\n')).toEqual({
      src: '/_next/static/site/site-enhancements-AB12.js',
    });
  });

  it('refuses a manifest that is broken or names a script elsewhere', () => {
    for (const text of [
      '',
      '{',
      'null',
      '{"src":3}',
      '{"src":"https://example.test/x.js"}',
      '{"src":"/_next/static/chunks/a.js"}',
    ]) {
      expect(parseSiteScriptManifest(text)).toBeNull();
    }
  });
});
