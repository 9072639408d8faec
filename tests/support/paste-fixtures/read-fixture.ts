import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A clipboard's HTML as a word processor, Google Docs or a browser put it there (decision 040). */
export function pasteFixture(name: 'word' | 'google-docs' | 'web-page'): string {
  return readFileSync(path.join(import.meta.dirname, `${name}.html`), 'utf8');
}
