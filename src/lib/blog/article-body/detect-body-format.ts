/**
 * Body type detection (spec section 5), on the first tag only: this decides which parser reads the
 * body; everything after it is handled on the parsed tree.
 */
export type BodyFormat = 'structured-html' | 'html' | 'markdown';

export function detectBodyFormat(content: string): BodyFormat {
  const start = content.trimStart();
  if (/^<article[\s/>]/i.test(start)) return 'structured-html';
  if (/^<(h[1-6]|p)[\s/>]/i.test(start)) return 'html';
  return 'markdown';
}
