import { describe, expect, it } from 'vitest';
import { detectBodyFormat } from './detect-body-format';

describe('detectBodyFormat (spec section 5)', () => {
  it.each([
    ['<article><h1>Titre</h1></article>', 'structured-html'],
    ['  \n\t<article class="post">…</article>', 'structured-html'],
    ['<ARTICLE>…</ARTICLE>', 'structured-html'],
    ['<h1>Titre</h1><p>Texte</p>', 'html'],
    ['<h2 id="a">Titre</h2>', 'html'],
    ['<h6>Titre</h6>', 'html'],
    ['\n<p>Un paragraphe.</p>', 'html'],
    ['<P class="intro">Un paragraphe.</P>', 'html'],
    ['<p>', 'html'],
    ['# Titre\n\nTexte', 'markdown'],
    ['Du texte <p>puis du HTML</p>', 'markdown'],
    ['<pre>code</pre>', 'markdown'],
    ['<header><h1>Titre</h1></header>', 'markdown'],
    ['<hr>', 'markdown'],
    ['<articles>', 'markdown'],
    ['<div><p>Texte</p></div>', 'markdown'],
    ['', 'markdown'],
  ])('%j → %s', (content, format) => {
    expect(detectBodyFormat(content)).toBe(format);
  });
});
