'use client';

import { EditorContent, useEditor } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { toast } from 'sonner';
import { labelIdOf } from '@/components/admin/form-field';
import { MediaPickerDialog } from '@/components/admin/media/media-picker-dialog';
import { Textarea } from '@/components/ui/textarea';
import { cleanPastedHtml } from '@/lib/blog/article-body/clean-pasted-html';
import { bodyToEditorHtml } from '@/lib/blog/article-body/editor-html';
import type { LinkTarget } from '@/lib/blog/article-body/link-targets';
import { bodyExtensions } from './body-extensions';
import { BodyToolbar } from './body-toolbar';
import { deferredHandOver } from './deferred-hand-over';
import { editorBody } from './editor-output';
import { handedOverBodies } from './handed-over-bodies';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { PHOTO_FILE_ACCEPT } from './prepare-image-file';
import { useBodyImages } from './use-body-images';

export type BodyEditorProps = {
  /** Its FormField's id: the editor is named by that field's label and described by its error. */
  id: string;
  value: string;
  onChange: (html: string) => void;
  linkTargets: readonly LinkTarget[];
  invalid: boolean;
  /**
   * Set by the editor: hands over the body typed since the last pause at once and answers it
   * (undefined when the form already has it), for a save that must not wait for the pause.
   */
  takeBody?: RefObject<(() => string | undefined) | null>;
};

const OUTSIDE_IMAGES =
  'Les images copiées d’un autre site ne sont pas reprises (le site ne peut pas les afficher) : enregistrez-les puis ajoutez-les avec le bouton Image.';

/**
 * The visual body editor (decision 040). It opens any stored body through the public pipeline
 * and hands back HTML only once the writer changes something, so opening an article never marks
 * it as modified. The source view edits the stored text itself; the public page sanitises it.
 */
export default function BodyEditor({ id, value, onChange, linkTargets, invalid, takeBody }: BodyEditorProps) {
  const [handedOver] = useState(() => handedOverBodies(value));
  // The editor reads its content once, when created; converting the body again on each render
  // (every hand-over) parsed and sanitised the whole article for nothing (decision 070).
  const [openingContent] = useState(() => bodyToEditorHtml(value));
  const change = useRef(onChange);
  change.current = onChange;
  const fileInput = useRef<HTMLInputElement>(null);
  const [sourceView, setSourceView] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const images = useRef<ReturnType<typeof useBodyImages> | null>(null);
  // Serialising the whole document and re-rendering the form on every key press cost more than a
  // frame on a long article (decisions 047 and 070): the HTML is handed over when the keys pause.
  // Not on blur: the form's re-render then came between the mousedown and the mouseup of a click
  // on « Sauvegarder », which could lose the click; a save takes the body itself (`takeBody`).
  const handOver = useRef(
    deferredHandOver((editor: Editor) => {
      const html = editorBody(editor);
      handedOver.record(html);
      change.current(html);
      return html;
    }),
  );
  useEffect(() => {
    if (!takeBody) return;
    takeBody.current = () => handOver.current.flush();
    return () => {
      takeBody.current = null;
    };
  }, [takeBody]);

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: bodyExtensions({
      openLink: () => setLinkOpen(true),
      addFiles: (_editor, files, position) => void images.current?.addFiles(files, position),
    }),
    content: openingContent,
    editorProps: {
      // The caret kept clear of the sticky toolbar above and the save bar below (post-editor.tsx);
      // the bottom distance is the page's scroll-padding-bottom (globals.css), which the browser
      // uses when it follows the caret itself, so both scrolls end at the same place.
      scrollThreshold: { top: 80, bottom: 100, left: 0, right: 0 },
      scrollMargin: { top: 80, bottom: 100, left: 0, right: 0 },
      attributes: {
        id,
        'aria-labelledby': labelIdOf(id),
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        class:
          'prose prose-slate min-h-80 max-w-none px-4 py-3 focus:outline-none prose-a:text-primary [&_figure_img]:rounded-lg [&_figure.ProseMirror-selectednode]:outline-2 [&_figure.ProseMirror-selectednode]:outline-primary [&_p.is-editor-empty:first-child]:before:pointer-events-none [&_p.is-editor-empty:first-child]:before:float-left [&_p.is-editor-empty:first-child]:before:h-0 [&_p.is-editor-empty:first-child]:before:text-slate-500 [&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
      },
      transformPastedHTML: (html) => {
        const cleaned = cleanPastedHtml(html);
        if (cleaned.refusal) toast.error('Collage refusé', { description: cleaned.refusal });
        if (cleaned.droppedImages > 0) toast.warning('Images non reprises', { description: OUTSIDE_IMAGES });
        return cleaned.html;
      },
    },
    onUpdate: () => handOver.current.schedule(),
  });
  handOver.current.source = editor;
  const bodyImages = useBodyImages(editor);
  images.current = bodyImages;

  // A body replaced from outside (a restored autosave or revision, staged changes discarded) opens again.
  useEffect(() => {
    if (!editor || handedOver.isOwn(value)) return;
    handOver.current.cancel();
    handedOver.replaced(value);
    editor.commands.setContent(bodyToEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  // Leaving the page or hiding the tab sends the autosave at once (use-autosave.ts): the text typed
  // just before must reach the form first, synchronously, so these listeners run in the capture
  // phase, ahead of the autosave's.
  useEffect(() => {
    const flushNow = () => flushSync(() => handOver.current.flush());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    window.addEventListener('pagehide', flushNow, { capture: true });
    document.addEventListener('visibilitychange', onVisibility, { capture: true });
    return () => {
      window.removeEventListener('pagehide', flushNow, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility, { capture: true });
      handOver.current.flush();
    };
  }, []);

  return (
    <div
      className="rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring/40"
      aria-busy={editor ? undefined : true}
    >
      {editor && (
        <BodyToolbar
          editor={editor}
          sourceView={sourceView}
          onToggleSource={() => {
            // The source shows the form's body: the keys typed just before go in first.
            handOver.current.flush();
            setSourceView((shown) => !shown);
          }}
          onLink={() => setLinkOpen(true)}
          onImage={() => fileInput.current?.click()}
          onMediaLibrary={() => setLibraryOpen(true)}
          onImageText={bodyImages.editSelected}
        />
      )}
      <input
        ref={fileInput}
        type="file"
        accept={PHOTO_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choisir une image à insérer"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void bodyImages.addFiles(files);
        }}
      />
      <div hidden={sourceView}>
        <EditorContent editor={editor} />
      </div>
      {sourceView && (
        <Textarea
          aria-label="Source HTML"
          rows={20}
          className="rounded-none border-0 font-mono text-sm"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {editor && linkOpen && (
        <LinkDialog
          initialHref={String(editor.getAttributes('link').href ?? '')}
          targets={linkTargets}
          onApply={(href, label) => {
            setLinkOpen(false);
            const chain = editor.chain().focus().extendMarkRange('link');
            // With nothing selected, the page's name (or its address) becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain
                .insertContent({ type: 'text', text: label ?? href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain.setLink({ href }).run();
          }}
          onRemove={() => {
            setLinkOpen(false);
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      <MediaPickerDialog open={libraryOpen} onOpenChange={setLibraryOpen} onPick={bodyImages.addPicked} />
      {bodyImages.dialog && (
        <ImageDialog
          key={bodyImages.dialog.key}
          state={bodyImages.dialog}
          onDone={bodyImages.finish}
          onCancel={bodyImages.cancel}
        />
      )}
    </div>
  );
}
