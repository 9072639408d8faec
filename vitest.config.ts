import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // The marker package throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only-noop.ts'),
};

const integration = (engine: 'sqlite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${engine}`,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    // Failure paths are exercised on purpose; their error logs would bury the test report.
    env: { TEST_DB_ENGINE: engine, LOG_LEVEL: 'silent' },
    globalSetup: ['tests/support/global-database.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/fresh-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
        },
      },
      integration('sqlite'),
      integration('postgres'),
    ],
  },
});
