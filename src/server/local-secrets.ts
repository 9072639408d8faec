import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type LocalSecrets = { AUTH_SECRET: string };

/**
 * Outside production the secrets are generated once and kept in the data folder, so a fresh
 * clone starts without any setup and sessions survive restarts. Callers use it only when the
 * environment has no secret; in production the secret must come from the environment.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (stored.AUTH_SECRET) return { AUTH_SECRET: stored.AUTH_SECRET };
  const generated: LocalSecrets = { AUTH_SECRET: randomBytes(32).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: 0o600 });
  return generated;
}
