import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authSecret } from './auth-secret';

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));

describe('authSecret', () => {
  it("takes the environment's secret and then writes nothing to disk", () => {
    const DATA_DIR = freshDataDir();
    expect(
      authSecret({ AUTH_SECRET: 'from-the-environment-0123456789abcdef', NODE_ENV: 'development', DATA_DIR }),
    ).toBe('from-the-environment-0123456789abcdef');
    expect(existsSync(path.join(DATA_DIR, 'secrets.json'))).toBe(false);
  });

  it('generates a local secret outside production and keeps it', () => {
    const DATA_DIR = freshDataDir();
    const first = authSecret({ AUTH_SECRET: undefined, NODE_ENV: 'development', DATA_DIR });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(authSecret({ AUTH_SECRET: undefined, NODE_ENV: 'development', DATA_DIR })).toBe(first);
  });

  it('is required from the environment in production', () => {
    expect(() => authSecret({ AUTH_SECRET: undefined, NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(
      /AUTH_SECRET is required/,
    );
  });
});
