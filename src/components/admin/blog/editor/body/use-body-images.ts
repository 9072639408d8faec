'use client';

import type { Editor } from '@tiptap/core';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PickedMedia } from '@/lib/media/media-item';
import { MEDIA_LIST_ENDPOINT } from '@/lib/media/media-endpoints';
import type { ImageDialogState } from './image-dialog';
import { prepareImageFile } from './prepare-image-file';
import { uploadWithProgress } from './upload-with-progress';

type Target =
  | { kind: 'new'; url: string | null; width: number | null; height: number | null; position?: number }
  | { kind: 'existing' };

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
  const [dialog, setDialog] = useState<(ImageDialogState & { key: number }) | null>(null);
  const target = useRef<Target | null>(null);
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
    target.current = { kind: 'new', url: null, width: prepared.width, height: prepared.height, position };
    setDialog({ key, name: file.name, progress: 0, previewUrl: null, alt: '', caption: '' });
    const answer = await uploadWithProgress(prepared.file, (progress) =>
      setDialog((current) => (current?.key === key ? { ...current, progress } : current)),
    );
    if (sequence.current !== key) return; // cancelled or replaced while uploading
    if (!answer.ok) {
      setDialog(null);
      toast.error('Image non ajoutée', { description: answer.message });
      return;
    }
    if (target.current?.kind === 'new') target.current.url = answer.url;
    setDialog((current) => (current?.key === key ? { ...current, progress: null, previewUrl: answer.url } : current));
  };

  // An image of the médiathèque is already stored: the dialog shows its recorded text to keep or complete.
  const addPicked = (media: PickedMedia) => {
    target.current = { kind: 'new', url: media.url, width: media.width, height: media.height };
    setDialog({
      key: ++sequence.current,
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
    target.current = { kind: 'existing' };
    setDialog({ key: ++sequence.current, name: src, progress: null, previewUrl: src, alt, caption });
  };

  const finish = ({ alt, caption }: { alt: string; caption: string }) => {
    const chosen = target.current;
    setDialog(null);
    target.current = null;
    if (!editor || !chosen) return;
    if (chosen.kind === 'existing') editor.chain().focus().updateAttributes('figure', { alt, caption }).run();
    else if (chosen.url) {
      const image = { url: chosen.url, alt, caption, width: chosen.width, height: chosen.height };
      editor.chain().focus().insertFigure(image, chosen.position).run();
      if (alt.trim()) recordAlt(chosen.url, alt);
    }
  };

  const cancel = () => {
    sequence.current += 1;
    target.current = null;
    setDialog(null);
    editor?.commands.focus();
  };

  return { dialog, addFiles, addPicked, editSelected, finish, cancel };
}
