import 'server-only';
import { env, type Environment } from '@/server/env';
import { loadOrCreateLocalSecrets } from '@/server/local-secrets';

type SecretSettings = Pick<Environment, 'AUTH_SECRET' | 'NODE_ENV' | 'DATA_DIR'>;

/** The secret that signs sessions: the environment's, else (outside production) the local one. */
export function authSecret({ AUTH_SECRET, NODE_ENV, DATA_DIR }: SecretSettings = env()): string {
  if (AUTH_SECRET) return AUTH_SECRET;
  if (NODE_ENV === 'production') throw new Error('AUTH_SECRET is required in production (at least 32 characters).');
  return loadOrCreateLocalSecrets(DATA_DIR).AUTH_SECRET;
}
