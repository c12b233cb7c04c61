// One flat config for the whole workspace. The boundaries rule is what keeps the layers honest:
// see README "Layers" and tools/check-boundaries.mjs, which proves a forbidden import fails.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';

// npm packages that mean React or I/O; the boundaries rule bans them in pure layers.
const NO_REACT_NO_IO = [
  'react',
  'react-dom',
  'react-i18next',
  'jotai',
  'ky',
  'fastify',
  'kysely',
  'pg',
  '@electric-sql/pglite',
];
// Node built-ins are not in the project graph, so the boundaries rule cannot see them.
const NODE_BUILTINS = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'http',
  'https',
  'net',
  'child_process',
  'os',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/.nx',
      '**/.data',
      '**/routeTree.gen.ts',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { plugins: { '@nx': nx } },
  { files: ['**/*.mjs', '**/*.cjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: ['type:contract'],
              bannedExternalImports: NO_REACT_NO_IO,
            },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:contract'],
              bannedExternalImports: NO_REACT_NO_IO,
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:contract'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
              bannedExternalImports: ['react', 'react-dom', 'jotai'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:domain', 'type:contract'],
              bannedExternalImports: ['ky'],
            },
            {
              sourceTag: 'type:config',
              onlyDependOnLibsWithTags: ['type:contract', 'type:ui', 'type:util'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:data-access',
                'type:domain',
                'type:util',
                'type:contract',
                'type:config',
              ],
            },
            {
              sourceTag: 'type:brand-app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:config'],
            },
            {
              sourceTag: 'scope:platform',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/domain/**/*.ts', 'libs/contract/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: NODE_BUILTINS, message: 'domain and contract are pure: no I/O.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
