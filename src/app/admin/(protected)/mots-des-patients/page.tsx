import type { Metadata } from 'next';
import { EverydayWordsManager } from '@/components/admin/everyday-words/everyday-words-manager';
import { requireBlogManager } from '@/server/auth/session';
import { listEverydayWords } from '@/server/search/everyday-words';
import { deleteEverydayWordAction, saveEverydayWordAction } from './actions';

export const metadata: Metadata = { title: 'Mots des patients' };

export default async function EverydayWordsPage() {
  await requireBlogManager();
  const words = await listEverydayWords();
  return (
    <EverydayWordsManager items={words} actions={{ save: saveEverydayWordAction, remove: deleteEverydayWordAction }} />
  );
}
