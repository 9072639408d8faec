import { describe, expect, it } from 'vitest';
import { renderArticleBody } from './render-article-body';

const html = (content: string) => renderArticleBody(content, { slug: 'un-article' }).html;

describe('sanitised output: nothing in a body can run script', () => {
  it.each([
    ['script tag (HTML)', '<p>Texte</p><script>alert(1)</script>', '<p>Texte</p>'],
    ['script tag (Markdown)', 'Texte\n\n<script>alert(1)</script>', '<p>Texte</p>\n'],
    ['script nested in a paragraph', '<p>A<script>alert(1)</script>B</p>', '<p>AB</p>'],
    ['onerror handler', '<p><img src="/a.png" onerror="alert(1)" alt="a"></p>', '<p><img src="/a.png" alt="a"></p>'],
    ['onclick and onmouseover', '<p onclick="alert(1)" onmouseover="alert(2)">Texte</p>', '<p>Texte</p>'],
    ['javascript: href', '<p><a href="javascript:alert(1)">lien</a></p>', '<p><a>lien</a></p>'],
    ['JavaScript: href, mixed case and spaces', '<p><a href=" JaVaScRiPt:alert(1)">lien</a></p>', '<p><a>lien</a></p>'],
    ['javascript: in Markdown link', '[lien](javascript:alert(1))', '<p><a>lien</a></p>'],
    ['data: href', '<p><a href="data:text/html,<script>alert(1)</script>">lien</a></p>', '<p><a>lien</a></p>'],
    ['data: image src', '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x"></p>', '<p><img alt="x"></p>'],
    [
      'iframe, fallback content included',
      '<p>Vidéo</p><iframe src="https://evil.example"><p>repli</p></iframe>',
      '<p>Vidéo</p>',
    ],
    ['style element and attribute', '<p style="position:fixed">A</p><style>p{display:none}</style>', '<p>A</p>'],
    ['object and embed', '<p>A</p><object data="x.swf"></object><embed src="x.swf">', '<p>A</p>'],
    ['forms and buttons', '<p>A</p><form action="/x"><button formaction="/y">Go</button></form>', '<p>A</p>Go'],
    // Inputs survive only as the disabled checkboxes of GFM task lists.
    ['inputs', '<p><input type="text" onfocus="alert(1)" autofocus></p>', '<p><input disabled type="checkbox"></p>'],
    ['svg with script', '<p>A</p><svg><script>alert(1)</script></svg>', '<p>A</p>'],
  ])('%s', (_, content, expected) => {
    expect(html(content)).toBe(expected);
  });
});

describe('sanitised output: what articles need is kept', () => {
  it.each([
    ['tables', '<p>A</p><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>'],
    [
      'images with size and lazy loading',
      '<p><img src="/images/a.svg" alt="Schéma" width="640" height="360" loading="lazy"></p>',
    ],
    [
      'figures',
      '<p>A</p><figure><img src="https://cdn.example.org/a.png" alt="b"><figcaption>Légende</figcaption></figure>',
    ],
    ['blockquotes', '<p>A</p><blockquote><p>Citation</p></blockquote>'],
    [
      'relative, anchor, mailto and tel-less links',
      '<p><a href="/blog/x">a</a> <a href="#section-1">b</a> <a href="mailto:cabinet@example.ma">c</a></p>',
    ],
    ['lists and emphasis', '<p><strong>a</strong> <em>b</em></p><ol><li>un</li></ol>'],
  ])('%s', (_, content) => {
    expect(html(content)).toBe(content);
  });

  it('external links open in a new tab with rel="noopener noreferrer"', () => {
    expect(html('<p><a href="https://www.who.int/fr" target="_self" rel="opener">OMS</a></p>')).toBe(
      '<p><a href="https://www.who.int/fr" target="_blank" rel="noopener noreferrer">OMS</a></p>',
    );
  });

  it('internal links never get a target', () => {
    expect(html('<p><a href="/blog/x" target="_blank">a</a></p>')).toBe('<p><a href="/blog/x">a</a></p>');
  });
});
