import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const shared = {
  // Each file gets its own database; files run in parallel forks.
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Once per run, before any project: the PostgreSQL template, the Chromium check.
    globalSetup: ['tests/fixtures/global-setup.ts'],
    // Vitest's default is one worker per core but one: on CI's two cores, a single file at a time.
    // The browser files wait on Chromium and their server most of the time, so two run side by side
    // (the whole suite in 22 minutes instead of 35 on a two-core machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
        },
      },
      {
        test: { ...shared, name: 'e2e', include: ['tests/e2e/**/*.spec.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
