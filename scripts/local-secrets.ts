import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type LocalSecrets = { AUTH_SECRET: string };

/**
 * Outside production the secrets are generated once and kept in the data folder, so a fresh
 * clone starts without any setup and sessions survive restarts. In production they must come
 * from the environment, and the server refuses to start without them.
 */
export function loadOrCreateLocalSecrets(dataDir: string): Partial<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets: LocalSecrets = {
    AUTH_SECRET: process.env.AUTH_SECRET || stored.AUTH_SECRET || randomBytes(32).toString('base64url'),
  };
  if (!stored.AUTH_SECRET) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  }
  return secrets;
}
