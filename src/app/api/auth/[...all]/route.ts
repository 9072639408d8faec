import { TOO_MANY_ATTEMPTS } from '@/lib/auth-messages';
import { auth } from '@/server/auth/auth';
import { withClientAddress } from '@/server/auth/client-address';

/**
 * Better Auth's endpoints (sign-in, sign-out, session, password reset and change). It checks the
 * Origin of every mutation itself; public sign-up and the other unused paths are disabled in
 * src/server/auth/auth.ts. It reads the client address we resolved (trusted proxies only), and
 * its generic 429 is answered in French like ours.
 */
async function handle(request: Request): Promise<Response> {
  const response = await auth().handler(withClientAddress(request, auth().options));
  if (response.status !== 429) return response;
  const retryAfter = response.headers.get('Retry-After') ?? response.headers.get('X-Retry-After');
  return Response.json(
    { code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY_ATTEMPTS },
    { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} },
  );
}

export const GET = handle;
export const POST = handle;
