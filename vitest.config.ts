import { defineConfig } from 'vitest/config';

/** One runner for everything: shared rules, API through inject(), and browser journeys. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
      {
        test: {
          name: 'api',
          // The client package's test drives the API on a real port: it needs the API's seeded image.
          include: ['apps/api/src/**/*.test.ts', 'packages/api-client/src/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Two API processes on one PostgreSQL server and one Redis, and the Redis stores themselves:
      // only with the servers there (TEST_DATABASE_URL; Redis on TEST_REDIS_URL or 127.0.0.1:6379).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'instances',
                include: ['apps/api/test/instances/**/*.test.ts'],
                testTimeout: 120_000,
                hookTimeout: 360_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
