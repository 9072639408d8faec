import { describe, expect, it } from 'vitest';
import { estimateReadingTime } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('estimateReadingTime', () => {
  it.each([
    ['empty body', '', 1],
    ['a few words', 'Bonjour à toutes et à tous.', 1],
    ['exactly 200 words', words(200), 1],
    ['201 words rounds up', words(201), 2],
    ['1000 words', words(1000), 5],
    ['HTML tags are not words', `<article><h2>Titre</h2><p>${words(199)}</p></article>`, 1],
    ['HTML over 200 words', `<p>${words(150)}</p>\n<p>${words(60)}</p>`, 2],
    ['tag attributes are not words', `<p class="${words(300)}">court</p>`, 1],
    ['script text is not read', `<p>texte</p><script>${words(500)}</script>`, 1],
    [
      'Markdown markers and link targets are not words',
      `## Titre\n\n**${words(148)}** [lien](${'/x/'.repeat(300)})\n\n- ${words(49)}`,
      1,
    ],
    ['punctuation alone is not a word', `${words(200)} — : ; ! ?`, 1],
  ])('%s', (_, content, minutes) => {
    expect(estimateReadingTime(content)).toBe(minutes);
  });
});
