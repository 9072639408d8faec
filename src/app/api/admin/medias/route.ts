import { requireBlogManagerForRequest } from '@/server/auth/session';
import { answer, staffRoute } from '@/server/http/route';
import { listMedia } from '@/server/media/media-library';

/** The médiathèque as JSON for the picker (the featured image field and the body editor). Staff only, never cached. */
export const GET = staffRoute({
  guard: requireBlogManagerForRequest,
  handle: async () => answer({ items: await listMedia() }),
  failure: { log: 'Media library listing failed', message: 'Impossible de charger la médiathèque.' },
});
