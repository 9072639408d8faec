import { describe, expect, it } from 'vitest';
import { removeFrameworkScripts } from './framework-scripts';

// The shapes Next 16 writes into an App Router page (taken from a page of this site).
const HEAD = [
  '<link rel="stylesheet" href="/_next/static/chunks/3e3f.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2k1o.js"/>',
  '<link rel="modulepreload" href="/_next/static/chunks/9zz.js"/>',
  '<script src="/_next/static/chunks/turbopack-077h.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
  '<link rel="canonical" href="https://example.test/blog/a"/>',
].join('');
const BODY = [
  '<main><h1>Titre</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
].join('');
const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org"}</script>';
const SITE_SCRIPT = '<script type="module" src="/_next/static/site/site-enhancements-AB12.js"></script>';

describe('removeFrameworkScripts', () => {
  const page = `<!DOCTYPE html><html><head>${HEAD}</head><body>${JSON_LD}${BODY}${SITE_SCRIPT}</body></html>`;
  const stripped = removeFrameworkScripts(page) ?? '';

  it("removes the framework's chunks, their preloads and the inline React payload", () => {
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[^"]*\.js/);
    expect(stripped).not.toContain('__next_f');
    expect(stripped).not.toContain('TURBOPACK');
    expect(stripped).not.toContain('noModule');
  });

  it('keeps the markup, the stylesheet, the other links, the structured data and the site script', () => {
    expect(stripped).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/3e3f.css" data-precedence="next"/>' +
        `<link rel="canonical" href="https://example.test/blog/a"/></head><body>${JSON_LD}<main><h1>Titre</h1></main>${SITE_SCRIPT}</body></html>`,
    );
  });

  it('leaves a page alone when a streamed part waits for a script to show it', () => {
    expect(removeFrameworkScripts(`<body><div hidden id="S:0"><p>plus tard</p></div>${BODY}</body>`)).toBeNull();
    expect(removeFrameworkScripts(`<body><template id="B:0"></template>${BODY}</body>`)).toBeNull();
  });

  it('leaves a page alone when table rows or an icon are streamed late (React 19.2 defers elements past 3,200 bytes of payload)', () => {
    const lateRow = '<table hidden><tr id="S:c"><td>12</td></tr></table>';
    expect(
      removeFrameworkScripts(
        `<body><table><tbody><tr><template id="P:c"></template></tr></tbody></table>${lateRow}</body>`,
      ),
    ).toBeNull();
    expect(
      removeFrameworkScripts(
        `<body>${BODY}<svg aria-hidden="true" style="display:none" id="S:4"><path d="M0 0"/></svg></body>`,
      ),
    ).toBeNull();
  });
});
