import { Extension, type Editor } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import FileHandler from '@tiptap/extension-file-handler';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { checkLinkAddress } from '@/lib/blog/article-body/link-address';
import { Figure } from './figure-node';
import { PHOTO_TYPES } from './prepare-image-file';

type Callbacks = {
  openLink: () => void;
  addFiles: (editor: Editor, files: File[], position?: number) => void;
};

/**
 * Exactly what the public article renders and the sanitiser keeps (decision 040): h2–h4,
 * paragraphs, bold, italic, links, lists, quotes, tables, rules, figures. StarterKit brings the
 * keyboard shortcuts and the Markdown input rules (`## `, `- `, `1. `, `> `, `**…**`, `---`).
 */
export function bodyExtensions({ openLink, addFiles }: Callbacks) {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      code: false,
      codeBlock: false,
      strike: false,
      underline: false,
      // An empty paragraph kept after the last block would be stored with every body; the gap
      // cursor already lets the writer type after a final table or image.
      trailingNode: false,
      link: false,
    }),
    // A link stops at its end: the character typed after it is plain text (Tiptap makes an
    // autolinking link grow with what follows). Ctrl+K opens the link dialog.
    Link.extend({
      inclusive: false,
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          openLink();
          return true;
        },
      }),
    }).configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Stored bare: the public rendering adds rel and target to outside links itself.
      HTMLAttributes: { rel: null, target: null, class: null },
      isAllowedUri: (url) => checkLinkAddress(url).ok,
      shouldAutoLink: (url) => checkLinkAddress(url).ok,
    }),
    TableKit.configure({ table: { resizable: false } }),
    Figure,
    Placeholder.configure({ placeholder: 'Écrivez l’article… (## pour un titre, - pour une liste)' }),
    FileHandler.configure({
      allowedMimeTypes: PHOTO_TYPES,
      consumePasteEvent: true,
      onPaste: (editor, files) => addFiles(editor, files),
    }),
    Extension.create({
      name: 'fileDrop',
      // Every dropped file goes to the image preparation, which explains a refusal in French: the
      // file handler's own drop kept only known image types (a HEIC photo often comes without one)
      // and, like ProseMirror's, did nothing when the drop point gave no document position.
      addProseMirrorPlugins() {
        const { editor } = this;
        return [
          new Plugin({
            props: {
              handleDOMEvents: {
                drop: (view, event) => {
                  const files = Array.from(event.dataTransfer?.files ?? []);
                  if (files.length === 0) return false;
                  event.preventDefault();
                  const dropped = view.posAtCoords({ left: event.clientX, top: event.clientY });
                  addFiles(editor, files, dropped?.pos ?? view.state.selection.from);
                  return true;
                },
              },
            },
          }),
        ];
      },
    }),
  ];
}
