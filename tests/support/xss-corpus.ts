import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

/**
 * Hostile HTML that writers could paste or send as an article body (decision 040): none of it
 * may leave anything that runs script on the public page. Shared by the paste cleaning test and
 * the save-and-render test.
 */
export const XSS_CORPUS: ReadonlyArray<[label: string, html: string]> = [
  ['script element', '<p>avant</p><script>alert(1)</script><p>après</p>'],
  ['javascript: link', '<p><a href="javascript:alert(1)">clic</a></p>'],
  ['javascript: link with entities and case', '<p><a href="JaVaScRiPt&colon;alert(1)">clic</a></p>'],
  ['data: link', '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a></p>'],
  ['vbscript: link', '<p><a href="vbscript:msgbox(1)">clic</a></p>'],
  ['event attribute on an image', '<p><img src="/uploads/x.png" onerror="alert(1)" alt="x"></p>'],
  ['event attribute on a paragraph', '<p onmouseover="alert(1)">survol</p>'],
  ['SVG with script', '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><p>texte</p>'],
  ['SVG image as data: URL', '<p><img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x"></p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>texte</p>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>texte</p>'],
  [
    'style with expression',
    '<p style="background:url(javascript:alert(1))">texte</p><style>*{x:expression(alert(1))}</style>',
  ],
  [
    'form with action',
    '<form action="https://evil.example"><button formaction="javascript:alert(1)">ok</button></form>',
  ],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>texte</p>'],
  ['base element', '<base href="https://evil.example/"><p><a href="/x">lien</a></p>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template content', '<template><img src=x onerror=alert(1)></template><p>texte</p>'],
  ['math with href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['unclosed attribute trick', '<p><a href="https://exemple.org" title="x" onclick="alert(1)">lien</a></p>'],
];

const ACTIVE_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'meta',
  'base',
  'template',
  'style',
  'link',
]);
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'xLinkHref'];

/**
 * The parts of an HTML fragment that could run script, read from the parsed tree (not from the
 * text, where an escaped attribute value would look like markup): active elements, event
 * attributes, script-bearing addresses, srcdoc.
 */
export function scriptingParts(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (element) => {
    if (ACTIVE_ELEMENTS.has(element.tagName)) found.push(`<${element.tagName}>`);
    for (const [name, value] of Object.entries(element.properties)) {
      if (/^on/i.test(name)) found.push(`${element.tagName}[${name}]`);
      if (name === 'srcDoc') found.push(`${element.tagName}[srcdoc]`);
      if (URL_PROPERTIES.includes(name) && /^\s*(javascript|vbscript|data):/i.test(String(value)))
        found.push(`${element.tagName}[${name}=${String(value)}]`);
    }
  });
  return found;
}
