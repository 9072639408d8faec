import { requireBlogManagerForRequest } from '@/server/auth/session';
import { answeringFailuresInFrench } from '@/server/http/route-failures';
import { listMedia } from '@/server/media/media-library';

/** The médiathèque as JSON for the picker (the featured image field and the body editor). Staff only, never cached. */
async function list(request: Request): Promise<Response> {
  const staff = await requireBlogManagerForRequest(request);
  if (staff instanceof Response) return staff;
  return Response.json({ items: await listMedia() }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const GET = answeringFailuresInFrench(list, {
  log: 'Media library listing failed',
  message: 'Impossible de charger la médiathèque',
});
