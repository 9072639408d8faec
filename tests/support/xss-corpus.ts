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
  ['style with expression', '<p style="background:url(javascript:alert(1))">texte</p><style>*{x:expression(alert(1))}</style>'],
  ['form with action', '<form action="https://evil.example"><button formaction="javascript:alert(1)">ok</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>texte</p>'],
  ['base element', '<base href="https://evil.example/"><p><a href="/x">lien</a></p>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template content', '<template><img src=x onerror=alert(1)></template><p>texte</p>'],
  ['math with href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['unclosed attribute trick', '<p><a href="https://exemple.org" title="x" onclick="alert(1)">lien</a></p>'],
];

/** What must never be found in public HTML made from the corpus. */
export const SCRIPT_MARKERS = [/<script/i, /\son[a-z]+=/i, /javascript:/i, /vbscript:/i, /data:text\/html/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<form/i, /<meta/i, /<base/i, /srcdoc/i];
