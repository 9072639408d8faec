import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/admin/media/media-library';
import { requireBlogManager } from '@/server/auth/session';
import { listMedia } from '@/server/media/media-library';
import { deleteMediaAction, saveMediaAltAction } from './actions';

export const metadata: Metadata = { title: 'Médiathèque' };

export default async function MediaLibraryPage() {
  await requireBlogManager();
  const items = await listMedia();
  return <MediaLibrary items={items} actions={{ saveAlt: saveMediaAltAction, remove: deleteMediaAction }} />;
}
