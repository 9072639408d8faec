import 'server-only';
import { PUBLIC_FORM_NAME } from '@/lib/public-forms/form-fields';
import { newChallenge } from './proof-of-work';
import { publicFormToken } from './token';
import { NO_STORE_HEADERS } from '@/lib/http/no-store';

/**
 * What the site script asks when a visitor starts filling a public form (docs/decisions/039): a
 * token issued now for that form (its fill time and idempotency key are this visitor's, not the
 * cached page's) and a proof-of-work challenge. `?formulaire=<name>`.
 */
export async function answerChallenge(request: Request, now: number = Date.now()): Promise<Response> {
  const form = new URL(request.url).searchParams.get('formulaire') ?? '';
  if (!PUBLIC_FORM_NAME.test(form))
    return Response.json({ message: 'Formulaire inconnu.' }, { status: 400, headers: NO_STORE_HEADERS });
  return Response.json(
    { jeton: publicFormToken(form, now), defi: await newChallenge(now) },
    { headers: NO_STORE_HEADERS },
  );
}
