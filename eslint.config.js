// Lint for bugs, not taste (docs/architecture.md#checks): Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web app's layers (docs/architecture.md#code-layout): shared code (lib, components) →
// features → app. A feature never imports another feature, by any path; composition happens
// in app/.
const webSrc = './apps/web/src';
const features = fs
  .readdirSync(path.join(import.meta.dirname, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: `${webSrc}/features`,
    except: [`./${feature}`],
    message:
      'Features never import each other: move what both need to lib/ or components/, and compose in app/ (docs/architecture.md#code-layout).',
  })),
  {
    target: `${webSrc}/features`,
    from: `${webSrc}/app`,
    message:
      'A feature never imports the app: the app composes features (docs/architecture.md#code-layout).',
  },
  {
    target: [`${webSrc}/lib`, `${webSrc}/components`, `${webSrc}/i18n`],
    from: [`${webSrc}/features`, `${webSrc}/app`],
    message:
      'Shared code (lib, components) never imports features or the app (docs/architecture.md#code-layout).',
  },
];

/** drizzle-orm is imported by repositories, schema files and db/ only (ADR 0009). */
const DRIZZLE_ONLY_IN_REPOSITORIES = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message:
    'Only a repository.ts (or a schema.ts, db/) touches Drizzle: call the module service instead (ADR 0009).',
};

const CORE_IMPORTS_NO_MODULE =
  'lib/ and jobs/ never import a module: take what you need as a parameter, handed in by app.ts or main.ts (docs/architecture.md).';

const ROUTES_USE_SERVICES =
  'Routes never touch a repository or the pool: call the module service (ADR 0009).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The server's module boundaries (docs/architecture.md "Modules", ADR 0009).
  {
    files: ['apps/server/src/**/*.{ts,tsx}'],
    plugins: { drizzle, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Only repositories (and schema files, db/, the seed and tests) touch the ORM (ADR 0009).
      'no-restricted-imports': ['error', { patterns: [DRIZZLE_ONLY_IN_REPOSITORIES] }],
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      // Modules depend on each other in one direction only (e.g. onboarding → mentors).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'apps/server/src/**/repository.ts',
      'apps/server/src/**/*-repository.ts',
      'apps/server/src/**/schema.ts',
      'apps/server/src/db/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The core never imports a module: app.ts and main.ts hand it what it calls (the session
    // lookup, the dev mailbox).
    files: ['apps/server/src/lib/**/*.{ts,tsx}', 'apps/server/src/jobs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DRIZZLE_ONLY_IN_REPOSITORIES,
            { group: ['**/modules/**'], message: CORE_IMPORTS_NO_MODULE },
          ],
        },
      ],
    },
  },
  {
    // Routes call their module's service only: never a repository, the pool or `pg`.
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: ROUTES_USE_SERVICES }],
          patterns: [
            DRIZZLE_ONLY_IN_REPOSITORIES,
            {
              group: ['**/repository.ts', '**/*-repository.ts', '**/db/client.ts'],
              message: ROUTES_USE_SERVICES,
            },
          ],
        },
      ],
    },
  },
  {
    // No production file past 400 lines: split by use (docs/architecture.md "Checks"). Tests,
    // the demo content's seeds and generated migrations aside.
    files: [
      'apps/server/src/**/*.{ts,tsx}',
      'apps/web/src/**/*.{ts,tsx}',
      'packages/contracts/src/**/*.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/db/seed/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
