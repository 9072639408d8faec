import { describe, expect, it } from 'vitest';
import { uploadStemsIn } from './upload-references';

const STEM = '1763700000000-0123456789ab';

describe('uploadStemsIn: an upload is in use wherever a text names it or one of its copies', () => {
  it.each([
    ['its address in Markdown', `![Salle](/uploads/${STEM}.jpg)`],
    ['its key in HTML', `<img src="/uploads/${STEM}.png" alt="">`],
    ['a responsive copy', `<img src="/uploads/${STEM}-w480.webp" alt="">`],
    ['a %-encoded address', `<img src="/uploads/1763700000000%2D0123456789ab%2Dw480%2Ejpg" alt="">`],
    ['a %-encoded key, lowercase hex', `/uploads/%31763700000000-0123456789ab.jp%67`],
    ['an address inside JSON (an autosaved form)', JSON.stringify({ content: `![x](/uploads/${STEM}-w800.jpg)` })],
  ])('finds %s', (_, text) => {
    expect([...uploadStemsIn(text)]).toEqual([STEM]);
  });

  it('finds nothing in other addresses', () => {
    expect([...uploadStemsIn('/images/og-default.png https://ailleurs.example/1763700000000-0123.jpg')]).toEqual([]);
  });
});
