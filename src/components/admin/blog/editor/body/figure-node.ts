import { mergeAttributes, Node } from '@tiptap/core';
import { NodeSelection, Plugin, TextSelection, type Transaction } from '@tiptap/pm/state';
import { imageSlot } from './image-slot';

/** An image in the body as the editor inserts it: our upload's address, its size, what it shows. */
type BodyImage = { url: string; alt: string; width?: number | null; height?: number | null; caption?: string };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: { insertFigure: (image: BodyImage, position?: number) => ReturnType };
  }
}

const size = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

const imageAttributes = (img: HTMLElement) => ({
  src: img.getAttribute('src') ?? '',
  alt: img.getAttribute('alt') ?? '',
  width: size(img.getAttribute('width')),
  height: size(img.getAttribute('height')),
});

/**
 * An image with its alternative text and optional caption, stored as figure/img/figcaption: the
 * elements the sanitiser keeps (decision 040). A bare img of an older body opens as a figure.
 */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: '' },
      alt: { default: '' },
      width: { default: null },
      height: { default: null },
      caption: { default: '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (figure) => {
          const img = figure.querySelector('img');
          if (!img) return false;
          return { ...imageAttributes(img), caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '' };
        },
      },
      { tag: 'img[src]', getAttrs: imageAttributes },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, width, height, caption } = node.attrs;
    const img = ['img', mergeAttributes({ src, alt }, width ? { width } : {}, height ? { height } : {})];
    return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
  },
  addCommands() {
    return {
      insertFigure:
        (image, position) =>
        ({ tr, dispatch }) => {
          const figure = this.type.create({
            src: image.url,
            alt: image.alt,
            width: image.width ?? null,
            height: image.height ?? null,
            caption: image.caption ?? '',
          });
          const slot = imageSlot(tr.doc, position ?? tr.selection.from);
          if (dispatch) {
            tr.replaceWith(slot.from, slot.to, figure);
            caretAfter(tr, slot.from + figure.nodeSize);
          }
          return true;
        },
    };
  },
  addProseMirrorPlugins() {
    const name = this.name;
    return [
      new Plugin({
        props: {
          // A selected image is never replaced by a typed character: the text goes after it.
          // Backspace and Delete still remove it (keys, not text input), and undo brings it back.
          handleTextInput: (view, _from, _to, text) => {
            const { selection } = view.state;
            if (!(selection instanceof NodeSelection) || selection.node.type.name !== name) return false;
            const tr = view.state.tr;
            caretAfter(tr, selection.to);
            view.dispatch(tr.insertText(text).scrollIntoView());
            return true;
          },
          // ProseMirror takes a click within half a second of the previous one for a double click,
          // which selects nothing on an image: the caret stayed in the text, and Backspace meant
          // for the image deleted a letter there. A quick second click selects the image too.
          handleDoubleClickOn: (view, _pos, node, nodePos, _event, direct) => {
            if (!direct || node.type.name !== name) return false;
            view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, nodePos)));
            return true;
          },
        },
      }),
    ];
  },
});

/**
 * Puts the caret at the start of the paragraph following `position` (the end of an image), adding
 * an empty one when the image is followed by something else or by nothing: the next key the
 * writer presses types text there instead of replacing the image.
 */
function caretAfter(tr: Transaction, position: number) {
  const next = tr.doc.resolve(position).nodeAfter;
  if (!next?.isTextblock) tr.insert(position, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(TextSelection.create(tr.doc, position + 1)).scrollIntoView();
}
