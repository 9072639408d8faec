'use client';

import { createContext, useContext } from 'react';
import type { ClientPractice } from '@/lib/practice/practice-view';

const PracticeContext = createContext<ClientPractice | null>(null);

/**
 * The few practice facts the client parts (booking, maps, header phone, popup) read. Every prop
 * of a client component travels in the page's React payload, so the server wrapper
 * (practice-provider.tsx) hands over these fields only, not the whole view.
 */
export function PracticeClientProvider({ practice, children }: { practice: ClientPractice; children: React.ReactNode }) {
  return <PracticeContext.Provider value={practice}>{children}</PracticeContext.Provider>;
}

export function usePractice(): ClientPractice {
  const practice = useContext(PracticeContext);
  if (!practice) throw new Error('usePractice() outside the public layout');
  return practice;
}
