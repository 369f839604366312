// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first. A folder may import from its own layer and the ones before it,
 * never from a later one: the pure core (data schemas and loaders, translations and formatting,
 * the rules shared by the browser and the build) knows no React; hooks know no components;
 * shared components know no feature; features know no page; pages know nothing of the app shell.
 */
const LAYERS = [
  ['src/content', 'src/i18n', 'src/domain'],
  ['src/hooks'],
  ['src/components'],
  ['src/features'],
  ['src/pages'],
  ['src/app'],
];
const later = (index) => LAYERS.slice(index + 1).flat();

/** The folders of a folder of src/ ("src/pages" → "src/pages/home", …). */
const foldersOf = (parent) =>
  readdirSync(path.join(import.meta.dirname, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`);

/**
 * Within a layer, features are independent of each other and pages too: a feature imports no other
 * feature, a page no other page. What two of them need belongs a layer down.
 */
const SIBLING_ZONES = [
  ['src/features', 'feature', 'src/components (or the pure core)'],
  ['src/pages', 'page', 'src/features or src/components'],
].flatMap(([parent, kind, down]) => {
  const folders = foldersOf(parent);
  return folders.map((folder) => ({
    target: folder,
    from: folders.filter((other) => other !== folder),
    message: `${folder} may not import from another ${kind}: move what both need to ${down} (ARCHITECTURE.md).`,
  }));
});
const LAYER_ZONES = [
  ...SIBLING_ZONES,
  ...LAYERS.slice(0, -1).map((folders, index) => ({
    target: folders,
    from: later(index),
    message: `${folders.join(', ')} may not import from ${later(index).join(', ')}: move the shared code down a layer (ARCHITECTURE.md).`,
  })),
  {
    // The content editor's own script (/admin/) checks saves with the pure core's schemas and
    // rules; it has no React of the site, and nothing imports it.
    target: ['src/admin'],
    from: later(0),
    message: 'The content editor imports only the pure core: src/content, src/i18n, src/domain.',
  },
  {
    target: later(0),
    from: ['src/admin'],
    message: 'Nothing of the site imports the content editor (src/admin/).',
  },
  {
    // The build scripts and the Netlify functions run in Node: only the pure core, no React code.
    target: ['scripts', 'netlify'],
    from: later(0).filter((folder) => folder !== 'src/app'),
    message:
      'Build scripts and functions import only the pure core: src/content, src/i18n, src/domain.',
  },
  {
    // prerender.ts imports only the server entry's types; it loads the built entry at run time.
    target: ['scripts', 'netlify'],
    from: 'src/app',
    except: ['./entry-server.tsx'],
    message:
      'Build scripts and functions import only the pure core: src/content, src/i18n, src/domain.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'src/generated',
      'public/generated',
      'public/admin',
      'test-results',
      'playwright-report',
      'bench/.work',
      'bench/results',
      '.cache',
      // netlify-cli's own output under `npm run test:netlify` (ignored by git too).
      '.netlify',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X } from 'm'` still loads m for its side effects (verbatimModuleSyntax):
      // it once put zod into the calendar's bundle. A type-only import says `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Netlify's local build plugins: plain JavaScript that Node runs.
    files: ['netlify/plugins/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // One link opens a new tab, safely and announced: components/external-link.tsx.
    files: ['src/**/*.tsx'],
    ignores: ['src/components/external-link.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='target'][value.value='_blank']",
          message: 'Use <ExternalLink> (src/components/external-link.tsx) for a link to a new tab.',
        },
      ],
    },
  },
  {
    // The password strength estimator and its dictionaries (megabytes of words) serve only
    // `npm run weekly-password` (scripts/lib/weekly-password.ts): devDependencies that no page or
    // function may load.
    files: ['src/**/*.{ts,tsx}', 'netlify/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@zxcvbn-ts/*'],
              message:
                'zxcvbn is for npm run weekly-password only, never in the site (a devDependency).',
            },
          ],
        },
      ],
    },
  },
  {
    // One-way imports: each folder of src/ imports only from the folders below it (ARCHITECTURE.md
    // draws the layers), and the build scripts and Netlify functions only from the pure core.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'netlify/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files by name with or without their extension (tsconfig allows both); an import
      // the resolver cannot find is not checked against the zones at all.
      // The files import-x reads to follow imports (no-cycle): without these it parsed no
      // TypeScript file, so it saw no import of ours and no cycle (src/import-layers.test.ts).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: LAYER_ZONES },
      ],
      // Cycles among our own files (following node_modules too took half of the lint's time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Browser tests that fail when behaviour breaks: they wait for what a visitor would see, never
    // for a number of milliseconds or for the network to fall quiet. A test does not branch on what
    // the page happens to do: it knows what the page must show and expects it.
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-networkidle': 'error',
      // A test skipped where it cannot run (`test.skip(ON_NETLIFY_CLI, why)`), never for good.
      'playwright/no-skipped-test': ['error', { allowConditional: true }],
      'playwright/no-focused-test': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/no-useless-await': 'error',
      'playwright/no-page-pause': 'error',
      'playwright/no-conditional-in-test': 'error',
    },
  },
);
