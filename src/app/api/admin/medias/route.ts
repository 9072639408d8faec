import { insertedAltSchema } from '@/lib/media/media-item';
import { requireBlogManagerForRequest } from '@/server/auth/session';
import { answer, noContent, staffRoute } from '@/server/http/route';
import { listMedia, recordAltOfUpload } from '@/server/media/media-library';

/** The médiathèque as JSON for the picker (the featured image field and the body editor). Staff only, never cached. */
export const GET = staffRoute({
  guard: requireBlogManagerForRequest,
  handle: async () => answer({ items: await listMedia() }),
  failure: { log: 'Media library listing failed', message: 'Impossible de charger la médiathèque.' },
});

/** An image put in an article with its alternative text: the médiathèque keeps that text when it has none. */
export const PATCH = staffRoute({
  guard: requireBlogManagerForRequest,
  body: { limit: 4_096, as: 'json' },
  schema: insertedAltSchema,
  invalid: 'Texte alternatif non valide.',
  handle: async ({ input }) => {
    await recordAltOfUpload(input.url, input.alt);
    return noContent();
  },
  failure: {
    log: 'Recording an inserted image alt text failed',
    message: 'Impossible d’enregistrer le texte alternatif.',
  },
});
