'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Links inside the preview lead nowhere from the editor: a link to the public site opens in a new
 * tab (the site refuses to be framed, and leaving would drop the unsaved form); 'Sommaire' scrolls
 * within the preview. Captured on the frame's document, before React's own listeners (`next/link`).
 */
function keepLinksOutOfFrame(event: MouseEvent) {
  const target = event.target as Element | null;
  const link = target?.closest?.('a[href]');
  if (!link) return;
  event.preventDefault();
  event.stopPropagation();
  const href = link.getAttribute('href') ?? '';
  if (href.startsWith('#')) {
    link.ownerDocument.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
    return;
  }
  window.open(new URL(href, window.location.href).href, '_blank', 'noopener');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
// The frame's <main> is named: landmarks are compared across frames, and the editor has its own.
const frameDocument = (title: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main aria-label="${escapeHtml(title)}"></main></body></html>`;

/**
 * A frame holding the public page's styles, in which the preview renders through a portal
 * (decision 046): its width is the page's viewport, so the public styles' phone layout applies
 * at phone width. The frame has no address of its own (a `srcdoc` document of the same origin,
 * which no frame policy fetches): nothing is loaded into it but the back office's own stylesheets.
 */
export function PreviewFrame({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const attached = useRef<Document | null>(null);
  useEffect(() => () => attached.current?.removeEventListener('click', keepLinksOutOfFrame, true), []);

  const fill = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    const inner = event.currentTarget.contentDocument;
    if (!inner || inner === attached.current) return;
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) {
      inner.head.append(inner.importNode(sheet, true));
    }
    inner.body.className = document.body.className;
    inner.addEventListener('click', keepLinksOutOfFrame, true);
    attached.current = inner;
    setRoot(inner.querySelector('main'));
  };

  return (
    <>
      <iframe title={title} className={className} srcDoc={frameDocument(title)} onLoad={fill} />
      {root && createPortal(children, root)}
    </>
  );
}
