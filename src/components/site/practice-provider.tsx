import { clientPractice, type PracticeView } from '@/lib/practice/practice-view';
import { PracticeClientProvider } from './practice-context';

/** The practice as the public layout read it, for the client parts below (decision 019). */
export function PracticeProvider({ view, children }: { view: PracticeView; children: React.ReactNode }) {
  return <PracticeClientProvider practice={clientPractice(view)}>{children}</PracticeClientProvider>;
}
