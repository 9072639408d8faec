import type { Editor } from '@tiptap/core';
import { DOMSerializer } from '@tiptap/pm/model';

/**
 * The body to store (decision 040): the editor's HTML in the shape the public page has always
 * rendered. ProseMirror wraps every list item and table cell in a paragraph, which the article
 * styles would space as a loose list; a sole paragraph is unwrapped. Table widths and the
 * default one-cell spans are the editor's own and go. Done on the DOM the serialiser builds, so
 * it costs about what getHTML() does.
 */
export function editorBody(editor: Editor): string {
  if (editor.isEmpty) return '';
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content));
  for (const cell of container.querySelectorAll('li, td, th')) {
    const only = cell.childNodes.length === 1 ? cell.firstElementChild : null;
    if (only?.tagName === 'P') only.replaceWith(...only.childNodes);
  }
  for (const table of container.querySelectorAll('table')) table.removeAttribute('style');
  for (const group of container.querySelectorAll('colgroup')) group.remove();
  for (const cell of container.querySelectorAll('td, th')) {
    for (const span of ['colspan', 'rowspan']) if (cell.getAttribute(span) === '1') cell.removeAttribute(span);
  }
  return container.innerHTML;
}
