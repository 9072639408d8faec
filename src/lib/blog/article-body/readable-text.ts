import type { ElementContent, Root } from 'hast';
import { detectBodyFormat } from './detect-body-format';
import { parseBody } from './parse-body';

const HEADING_NAMES: Record<string, string> = {
  h1: 'Titre',
  h2: 'Titre de section',
  h3: 'Sous-titre',
  h4: 'Sous-titre',
  h5: 'Sous-titre',
  h6: 'Sous-titre',
};
const BLOCKS = new Set(['p', 'li', 'blockquote', 'tr', 'figcaption', 'pre', 'div', 'ul', 'ol', 'table', 'figure']);

/**
 * A stored body (Markdown or HTML, on one line or many) as the text a person reads, one block
 * per line, headings and images named (« Titre de section : … », « [Image : …] »): what the
 * history compares, so a two-word change reads as two words and not as a rewritten line of HTML.
 */
export function readableBodyText(content: string): string {
  if (content.trim() === '') return '';
  const source = content.normalize('NFC');
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/[ \t]+/g, ' ').trim();
    if (text !== '') lines.push(text);
    line = '';
  };
  const walk = (nodes: Array<ElementContent | Root['children'][number]>) => {
    for (const node of nodes) {
      if (node.type === 'text') line += node.value.replace(/[ \t\r\n]+/g, ' ');
      else if (node.type === 'element') {
        const name = node.tagName;
        if (name === 'img') {
          line += ` [Image : ${String(node.properties.alt ?? '').trim() || 'sans texte alternatif'}] `;
        } else if (name === 'br') {
          endLine();
        } else if (HEADING_NAMES[name]) {
          endLine();
          line = `${HEADING_NAMES[name]} : `;
          walk(node.children);
          endLine();
        } else if (name === 'td' || name === 'th') {
          walk(node.children);
          line += ' | ';
        } else if (BLOCKS.has(name)) {
          endLine();
          if (name === 'li') line = '• ';
          walk(node.children);
          endLine();
        } else walk(node.children);
      }
    }
  };
  walk(parseBody(source, detectBodyFormat(source)).children);
  endLine();
  return lines.join('\n');
}
