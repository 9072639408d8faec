import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

/**
 * The images of an editor body with no alternative text (decision 040): « Publier » names them,
 * by caption or file name, so the writer knows which ones to describe.
 */
export function imagesWithoutAlt(html: string): string[] {
  const missing: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (element: Element, _index, parent) => {
    if (element.tagName !== 'img' || String(element.properties.alt ?? '').trim() !== '') return;
    const caption = parent?.type === 'element' && parent.tagName === 'figure' ? captionOf(parent) : '';
    missing.push(caption || fileNameOf(String(element.properties.src ?? '')));
  });
  return missing;
}

function captionOf(figure: Element): string {
  const caption = figure.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'figcaption',
  );
  return caption
    ? caption.children
        .map((child) => (child.type === 'text' ? child.value : ''))
        .join('')
        .trim()
    : '';
}

function fileNameOf(src: string): string {
  return src.split('/').pop() || src;
}

export function missingAltMessage(names: string[]): string {
  const list = names.map((name) => `« ${name} »`).join(', ');
  return names.length === 1
    ? `Ajoutez un texte alternatif à l’image ${list} avant de publier.`
    : `Ajoutez un texte alternatif aux images ${list} avant de publier.`;
}
