import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateLocalSecrets } from './local-secrets';

const fromEnvironment = process.env.AUTH_SECRET;
afterEach(() => {
  if (fromEnvironment === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = fromEnvironment;
});

describe('local secrets outside production', () => {
  it('are generated once into the data folder, private to the owner, and reused', () => {
    delete process.env.AUTH_SECRET;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    const first = loadOrCreateLocalSecrets(dataDir);
    expect(first.AUTH_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateLocalSecrets(dataDir)).toEqual(first);
  });

  it('come from the environment when it has them, and are then never written to disk', () => {
    process.env.AUTH_SECRET = 'from-the-environment-0123456789abcdef';
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    expect(loadOrCreateLocalSecrets(dataDir).AUTH_SECRET).toBe('from-the-environment-0123456789abcdef');
    expect(() => readFileSync(path.join(dataDir, 'secrets.json'))).toThrow();
  });
});
