import 'server-only';
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDirectory, PRIVATE_FILE_MODE } from '@/server/private-files';

type LocalSecrets = { AUTH_SECRET: string };

function readStored(file: string): Partial<LocalSecrets> | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Outside production the secrets are generated once and kept in the data folder, so a fresh
 * clone starts without any setup and sessions survive restarts. Callers use it only when the
 * environment has no secret; in production the secret must come from the environment.
 *
 * Several processes may start together on an empty folder: the file is written whole under a
 * temporary name, then linked into place, which fails if another process got there first; the
 * loser reads the winner's file. No process ever reads a half-written file or keeps a secret that
 * the others do not share.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored = readStored(file);
  if (stored?.AUTH_SECRET) return { AUTH_SECRET: stored.AUTH_SECRET };

  const generated: LocalSecrets = { AUTH_SECRET: randomBytes(32).toString('base64url') };
  ensurePrivateDirectory(dataDir);
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...stored, ...generated }, null, 2), { mode: PRIVATE_FILE_MODE });
  try {
    // A file without a secret (written by hand) is completed in place; otherwise first one wins.
    if (stored) renameSync(temporary, file);
    else linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateLocalSecrets(dataDir);
  } finally {
    if (!stored) unlinkSync(temporary);
  }
  return generated;
}
