import { mergeAttributes, Node, type Editor } from '@tiptap/core';

/** An image in the body as the editor inserts it: our upload's address, its size, what it shows. */
export type BodyImage = { url: string; alt: string; width?: number | null; height?: number | null; caption?: string };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: { insertFigure: (image: BodyImage, position?: number) => ReturnType };
  }
}

const size = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

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
          return {
            src: img.getAttribute('src') ?? '',
            alt: img.getAttribute('alt') ?? '',
            width: size(img.getAttribute('width')),
            height: size(img.getAttribute('height')),
            caption: figure.querySelector('figcaption')?.textContent?.trim() ?? '',
          };
        },
      },
      {
        tag: 'img[src]',
        getAttrs: (img) => ({
          src: img.getAttribute('src') ?? '',
          alt: img.getAttribute('alt') ?? '',
          width: size(img.getAttribute('width')),
          height: size(img.getAttribute('height')),
        }),
      },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, width, height, caption } = node.attrs as {
      src: string;
      alt: string;
      width: number | null;
      height: number | null;
      caption: string;
    };
    const img = ['img', mergeAttributes({ src, alt }, width ? { width } : {}, height ? { height } : {})];
    return caption ? ['figure', img, ['figcaption', caption]] : ['figure', img];
  },
  addCommands() {
    return {
      insertFigure:
        (image, position) =>
        ({ commands }) => {
          const content = {
            type: this.name,
            attrs: {
              src: image.url,
              alt: image.alt,
              width: image.width ?? null,
              height: image.height ?? null,
              caption: image.caption ?? '',
            },
          };
          return position === undefined ? commands.insertContent(content) : commands.insertContentAt(position, content);
        },
    };
  },
});

/** Puts an uploaded image into the body (the media library's picker calls this too). */
export function insertBodyImage(editor: Editor, image: BodyImage, position?: number): boolean {
  return editor.chain().focus().insertFigure(image, position).run();
}
