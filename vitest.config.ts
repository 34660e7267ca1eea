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
