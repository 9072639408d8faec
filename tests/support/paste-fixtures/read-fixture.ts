import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A clipboard's HTML as a word processor, Google Docs or a browser put it there (decision 040):
 * `word-windows` and `word-mac` are what Word 365 writes on each system (list paragraphs, review
 * comment, Office elements), `word` a lighter word processor's.
 */
export function pasteFixture(name: 'word' | 'word-windows' | 'word-mac' | 'google-docs' | 'web-page'): string {
  return readFileSync(path.join(import.meta.dirname, `${name}.html`), 'utf8');
}
