import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateLocalSecrets } from './local-secrets';

describe('local secrets outside production', () => {
  it('are generated once into the data folder, private to the owner, and reused', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    const first = loadOrCreateLocalSecrets(dataDir);
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateLocalSecrets(dataDir)).toEqual(first);
  });
});
