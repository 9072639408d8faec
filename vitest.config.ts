import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  // The marker package throws outside React Server Components; tests run server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/server-only-noop.ts'),
};

const integration = (
  name: string,
  databaseEnv: { TEST_DB_ENGINE: 'sqlite' | 'postgres'; TEST_POSTGRES_BINARIES?: 'package' },
  include = ['tests/integration/**/*.test.ts'],
  exclude: string[] = [],
) => ({
  resolve: { alias },
  test: {
    name,
    include,
    exclude,
    environment: 'node',
    // Failure paths are exercised on purpose; their error logs would bury the test report.
    env: { ...databaseEnv, LOG_LEVEL: 'silent' },
    globalSetup: ['tests/support/global-database.ts'],
    // One worker runs many files: the server's dependencies load once, not once per file. What a
    // file changes is put back at its end (tests/support/reset-between-files.ts, which must come first).
    isolate: false,
    setupFiles: [
      'tests/support/reset-between-files.ts',
      'tests/support/fail-on-console-error.ts',
      'tests/support/fresh-database.ts',
    ],
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
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          // Failure paths are exercised on purpose; their error logs would bury the test report.
          env: { LOG_LEVEL: 'silent' },
          // One worker runs many files, each put back as it found the process (see the integration projects).
          isolate: false,
          setupFiles: ['tests/support/reset-between-files.ts', 'tests/support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'proxy',
          include: ['tests/proxy/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Database faults on real processes and throwaway PostgreSQL clusters each test starts
          // and stops itself (a start with the database down, a restart under load, an outage).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          env: { LOG_LEVEL: 'silent' },
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // A file named *.postgres.test.ts exercises what only PostgreSQL has (a second session holding a row).
      integration('integration-sqlite', { TEST_DB_ENGINE: 'sqlite' }, undefined, [
        'tests/integration/**/*.postgres.test.ts',
      ]),
      integration('integration-postgres', { TEST_DB_ENGINE: 'postgres' }),
      // The binaries shipped by npm, even where the system has its own: the proof that a machine
      // without PostgreSQL installed still runs the PostgreSQL suite. The files that exercise the
      // engine itself (migrations, queries, visibility, seed, and the backup that refuses an older
      // pg_dump, decision 033) prove it; repeating the whole suite a third time (its auth files
      // hash passwords for minutes) proved nothing more.
      integration('integration-postgres-packaged', { TEST_DB_ENGINE: 'postgres', TEST_POSTGRES_BINARIES: 'package' }, [
        'tests/integration/backup-restore.test.ts',
        'tests/integration/migrations.test.ts',
        'tests/integration/posts-repository.test.ts',
        'tests/integration/posts-visibility.test.ts',
        'tests/integration/public-post-lists.test.ts',
        'tests/integration/seed.test.ts',
      ]),
    ],
  },
});
