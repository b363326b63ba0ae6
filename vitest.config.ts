import { defineConfig } from 'vitest/config';

/**
 * One Vitest run covers the unit and API tests of every workspace (docs/architecture.md#checks).
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores − 1), which runs every file in
    // a row: a file waiting for PostgreSQL, a mail job or a child process (the process tests
    // wait ~100 s for a pg-boss retry) holds up the whole run. Two keep both cores busy while
    // files wait; three made the process tests' child processes too slow on a busy machine
    // (docs/performance.md#the-test-suite).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/support/global-setup.ts'],
          // The files share their worker's module graph (the app's modules load once per
          // worker, not once per file: ~5 s a file on this machine,
          // docs/performance.md#the-test-suite); each still builds its own app on its own database,
          // and no file mocks modules or keeps state in them.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      {
        test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'] },
      },
    ],
  },
});
