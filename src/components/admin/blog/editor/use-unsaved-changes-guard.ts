'use client';

import { useEffect } from 'react';

export const LEAVE_WITH_UNSAVED_CHANGES =
  'Vous avez des modifications non enregistrées. Quitter cette page sans enregistrer ?';

/**
 * While `isDirty()`, leaving asks first: the browser's own prompt on reload or close, and a
 * confirmation before following a link inside the app (caught before Next's router sees it).
 * Asked when leaving, not at render: the keys typed just before reach the form only on a pause.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
        return;
      const destination = new URL(anchor.href, window.location.href);
      if (destination.pathname === window.location.pathname && destination.search === window.location.search) return;
      if (isDirty() && !window.confirm(LEAVE_WITH_UNSAVED_CHANGES)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);
}
