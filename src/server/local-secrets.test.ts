import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

describe('local secrets with several processes starting together', () => {
  it('give every process the same secret, from a file that is never read half-written', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secrets-race-'));
    const module = path.join(import.meta.dirname, 'local-secrets.ts');
    // Every process waits for the same instant, so their reads and writes overlap.
    const startAt = Date.now() + 3_000;
    const script = `import { loadOrCreateLocalSecrets } from ${JSON.stringify(module)};
      while (Date.now() < ${startAt});
      process.stdout.write(loadOrCreateLocalSecrets(${JSON.stringify(dataDir)}).AUTH_SECRET);`;
    const run = () =>
      promisify(execFile)(process.execPath, [
        '--conditions=react-server',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        script,
      ]);
    const secrets = (await Promise.all(Array.from({ length: 6 }, run))).map((result) => result.stdout);
    expect(new Set(secrets).size).toBe(1);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toEqual({ AUTH_SECRET: secrets[0] });
    expect(readdirSync(dataDir)).toEqual(['secrets.json']);
  }, 30_000);
});
