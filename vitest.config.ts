import { defineConfig } from 'vitest/config';

/** One Vitest run covers the unit and API tests of every workspace (STYLE.md §11). */
export default defineConfig({
  test: {
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
