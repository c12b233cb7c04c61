// One flat config for the whole workspace. Two kinds of boundary keep the code honest: between
// projects, Nx's tags (@nx/enforce-module-boundaries); inside the site and the platform, the
// area and module rules below (import-x). tools/boundaries.test.mjs proves each one rejects a
// forbidden import; README "Layers" explains them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { tesseraPlugin } from './tools/lint/no-unit-cycle.mjs';

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

// What a site lib builds on below the site libs themselves: the kit and the data layers.
const FEATURE_LAYERS = [
  'type:ui',
  'type:data-access',
  'type:domain',
  'type:util',
  'type:contract',
  'type:config',
];

const ROOT = import.meta.dirname;
const SITE = 'libs/site/src';
const PLATFORM = 'apps/platform/src';

function folders(dir) {
  const path = join(ROOT, dir);
  if (!existsSync(path)) return [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Each folder under `dir` (a site area, a platform module) is entered through its index.ts only:
 * a file of one may import another's `index.ts`, never a file inside it. Zones are made per
 * folder because a glob cannot say "any folder but my own"; a new area is covered on creation.
 */
function doorZones(dir, kind) {
  return folders(dir).map((name) => ({
    target: `${dir}/${name}/**/*`,
    from: [`${dir}/*/**/*`],
    // Exceptions are matched against absolute paths, unlike target and from.
    except: [`${dir}/${name}/**/*`, `${dir}/*/index.ts`, `${dir}/*/index.tsx`].map((glob) =>
      join(ROOT, glob),
    ),
    message: `Import another ${kind} through its index.ts only.`,
  }));
}

const AREA_ZONES = [
  ...doorZones(`${SITE}/areas`, 'site area'),
  {
    // testing/ and storybook/ render the whole app (tests, page stories), like a brand does.
    target: `${SITE}/!(app|testing|storybook)/**/*`,
    from: [`${SITE}/app/**/*`],
    message: 'Nothing imports the site app/ (router and route tree): it imports everything else.',
  },
  {
    target: `${SITE}/areas/**/*`,
    from: [`${SITE}/shell/**/*`],
    message: 'An area does not import the shell; the shell imports areas.',
  },
  ...doorZones(`${PLATFORM}/modules`, 'platform module'),
  {
    target: `${PLATFORM}/core/**/*`,
    from: [`${PLATFORM}/modules/**/*`],
    message: 'The platform core/ imports no module.',
  },
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
  // Nx generators: plain JavaScript modules run by Node (Nx loads them without a TS loader).
  { files: ['libs/*/generators/**/*.js'], languageOptions: { globals: globals.node } },
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
            // What every site area builds on (libs/site-shared): the kit and the data layers, never
            // a site lib, so an area lib can import it without a cycle.
            {
              sourceTag: 'type:feature-shared',
              onlyDependOnLibsWithTags: FEATURE_LAYERS,
            },
            // The site (scope:site) mounts the area libs (libs/site-<area>, type:feature too); which
            // area lib may import which is said by scope below, so none reaches the site.
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:feature-shared', ...FEATURE_LAYERS],
            },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:cashier', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:games',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:account'],
            },
            {
              sourceTag: 'scope:agent',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:account', 'scope:cashier'],
            },
            {
              sourceTag: 'type:brand-app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:config'],
            },
            // The operators' console: the contract, the SDK, the kit, the tables and the shared
            // Vite config; never a site lib (the player site) nor the platform.
            {
              sourceTag: 'scope:console',
              onlyDependOnLibsWithTags: [
                'type:contract',
                'type:data-access',
                'type:domain',
                'type:ui',
                'type:util',
                'type:config',
              ],
            },
            {
              sourceTag: 'scope:platform',
              onlyDependOnLibsWithTags: ['type:contract', 'type:domain'],
            },
            // The browser tests read the brands' texts from the tables (a journey in Bengali copies no string).
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX, tessera: tesseraPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          // `./x.js` names `./x.ts` (TypeScript's own rule): resolved so, the door zones see
          // it as the file it is; unresolved, no-restricted-paths would let it through.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: AREA_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // no-cycle skips type-only imports; inside a module or area they must not cycle either.
      'tessera/no-unit-cycle': ['error', { roots: [`${PLATFORM}/modules`, `${SITE}/areas`] }],
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
    // The site and the kit format through @tessera/i18n's shared formatters: building an Intl
    // formatter costs far more than using one, and renders format dozens of values.
    files: ['libs/ui/**/*.{ts,tsx}', 'libs/site/**/*.{ts,tsx}', 'libs/site-*/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name=/^(NumberFormat|DateTimeFormat)$/]",
          message: 'Use numberFormat / dateTimeFormat from @tessera/i18n (built once, shared).',
        },
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
