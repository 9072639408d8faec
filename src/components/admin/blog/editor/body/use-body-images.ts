'use client';

import type { Editor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PickedMedia } from '@/lib/media/media-item';
import { MEDIA_LIST_ENDPOINT } from '@/lib/media/media-endpoints';
import type { ImageDialogState } from './image-dialog';
import { prepareImageFile } from './prepare-image-file';
import { uploadWithProgress } from './upload-with-progress';

/** A new image's size and where it goes; null when the dialog edits the selected image's texts. */
type Insertion = { width: number | null; height: number | null; position?: number } | null;

/** The médiathèque keeps the text typed here when it has none (search by description finds it). */
function recordAlt(url: string, alt: string) {
  void fetch(MEDIA_LIST_ENDPOINT, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, alt: alt.trim() }),
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/**
 * Images in the body (decision 040): read and, when too big, scaled down in the browser, sent to
 * our upload route with a progress bar while the dialog asks for the alternative text, then
 * inserted where they were dropped. Refusals are French toasts; the text is never touched.
 */
export function useBodyImages(editor: Editor | null) {
  const [dialog, setDialog] = useState<(ImageDialogState & { key: number; insertion: Insertion }) | null>(null);
  const sequence = useRef(0);

  const addFiles = async (files: File[], position?: number) => {
    const [file] = files;
    if (!file) return;
    if (files.length > 1)
      toast.info('Une image à la fois', {
        description: 'Seule la première image est ajoutée : déposez les suivantes une par une.',
      });
    const prepared = await prepareImageFile(file);
    if (!prepared.ok) {
      toast.error('Image refusée', { description: prepared.message });
      return;
    }
    const key = ++sequence.current;
    const insertion = { width: prepared.width, height: prepared.height, position };
    setDialog({ key, insertion, name: file.name, progress: 0, previewUrl: null, alt: '', caption: '' });
    const answer = await uploadWithProgress(prepared.file, (progress) =>
      setDialog((current) => (current?.key === key ? { ...current, progress } : current)),
    );
    if (sequence.current !== key) return; // cancelled or replaced while uploading
    if (!answer.ok) {
      setDialog(null);
      toast.error('Image non ajoutée', { description: answer.message });
      return;
    }
    setDialog((current) => (current?.key === key ? { ...current, progress: null, previewUrl: answer.url } : current));
  };

  // An image of the médiathèque is already stored: the dialog shows its recorded text to keep or complete.
  const addPicked = (media: PickedMedia) => {
    setDialog({
      key: ++sequence.current,
      insertion: { width: media.width, height: media.height },
      name: media.url,
      progress: null,
      previewUrl: media.url,
      alt: media.alt,
      caption: '',
    });
  };

  const editSelected = () => {
    if (!editor) return;
    const { src, alt, caption } = editor.getAttributes('figure') as { src: string; alt: string; caption: string };
    setDialog({ key: ++sequence.current, insertion: null, name: src, progress: null, previewUrl: src, alt, caption });
  };

  const finish = ({ alt, caption }: { alt: string; caption: string }) => {
    setDialog(null);
    if (!editor || !dialog) return;
    // The preview shows the stored image: its address is what goes into the body.
    const { insertion, previewUrl: url } = dialog;
    if (!insertion) editor.chain().focus().updateAttributes('figure', { alt, caption }).run();
    else if (url) {
      const image = { url, alt, caption, width: insertion.width, height: insertion.height };
      editor.chain().focus().insertFigure(image, insertion.position).run();
      if (alt.trim()) recordAlt(url, alt);
    }
  };

  const cancel = () => {
    sequence.current += 1;
    setDialog(null);
    editor?.commands.focus();
  };

  return { dialog, addFiles, addPicked, editSelected, finish, cancel };
}
