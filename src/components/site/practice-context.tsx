'use client';

import { createContext, useContext } from 'react';
import type { PracticeView } from '@/lib/practice/practice-view';

const PracticeContext = createContext<PracticeView | null>(null);

/** The practice as the public layout read it, for the client parts (booking, maps, header, popup). */
export function PracticeProvider({ view, children }: { view: PracticeView; children: React.ReactNode }) {
  return <PracticeContext.Provider value={view}>{children}</PracticeContext.Provider>;
}

export function usePractice(): PracticeView {
  const view = useContext(PracticeContext);
  if (!view) throw new Error('usePractice() outside the public layout');
  return view;
}
