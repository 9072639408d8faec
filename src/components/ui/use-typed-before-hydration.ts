'use client';

import { useEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * React hydrates a controlled field without reading what was typed into it before the page's
 * script ran (react#12955): the field shows the text, the state stays empty, and the form sends
 * nothing or keeps its button disabled. Once mounted, a field whose shown value differs from its
 * state hands that value to `onChange`, as if typed then. A field the browser rendered from script
 * always agrees with its state, so there it does nothing.
 */
export function useTypedBeforeHydration<T extends TextControl>(
  value: unknown,
  onChange: ((event: React.ChangeEvent<T>) => void) | undefined,
): React.RefObject<T | null> {
  const field = useRef<T>(null);
  const atHydration = useRef({ value, onChange });
  useEffect(() => {
    const shown = field.current;
    const { value, onChange } = atHydration.current;
    if (!shown || !onChange || value === undefined || shown.value === String(value)) return;
    onChange({ target: shown, currentTarget: shown } as React.ChangeEvent<T>);
  }, []);
  return field;
}
