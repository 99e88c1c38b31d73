// ESLint: typescript-eslint, React hooks, import order and cycles; generated code is not linted.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Render user data as text (every file).
const htmlSinks = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render user data as text, never as HTML.',
  },
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Render user data as text, never as HTML.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Render user data as text, never as HTML.',
  },
];

// Roles are decided in one place (docs/architecture.md): the role table src/validation/access.ts, asked through
// useAccess() of src/features/session/access.ts. The app and the features neither compare a role to a role name
// nor keep a permissions module of their own.
const accessMessage =
  'Roles are decided only by the role table: use useAccess().can(capability, target) from @/features/session/public/access.';
const ROLE_NAME = '/^(superAdmin|admin|member)$/';
const roleComparisons = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/][right.value=${ROLE_NAME}]`, message: accessMessage },
  { selector: `BinaryExpression[operator=/^[!=]==?$/][left.value=${ROLE_NAME}]`, message: accessMessage },
  { selector: `SwitchCase[test.value=${ROLE_NAME}]`, message: accessMessage },
];

// API policy (docs/architecture.md): an endpoint's cache tags and error display are decided once, in
// src/api/endpoints/<area>.ts; nothing else enhances or injects endpoints.
const enhanceElsewhere = {
  selector: 'CallExpression[callee.property.name=/^(enhanceEndpoints|injectEndpoints)$/]',
  message: "An area's API policy is its src/api/endpoints/<area>.ts: enhance the endpoints there, nowhere else.",
};

// Features (docs/architecture.md#features-reach-each-other-through-public-entries): a feature reaches another only
// through the other's public entries, the narrow files of `src/features/<area>/public/`, each re-exporting what
// other areas use of one concern (narrow, so an entry never pulls a heavy module into a small chunk such as the
// sign-in page or #/gpu). The app reaches a feature through those entries too, and wires it: its pages (the
// routes), its reducers (`slice.ts`, `<name>Slice.ts`), its sagas and its session calls (`api.ts`).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const PUBLIC_ENTRIES = '**/src/features/*/public/**';
const featureMessage =
  "Another area's internals: import what it offers from @/features/<area>/public/<entry> (add an entry there if it lacks one).";
const featureZones = [
  ...FEATURES.map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features/**',
    except: [`**/src/features/${area}/**`, PUBLIC_ENTRIES],
    message: featureMessage,
  })),
  {
    target: './src/app',
    from: './src/features/**',
    except: [
      PUBLIC_ENTRIES,
      '**/src/features/*/pages/**',
      '**/src/features/*/sagas/**',
      '**/src/features/*/slice.ts',
      '**/src/features/*/*Slice.ts',
      '**/src/features/*/api.ts',
    ],
    message: `${featureMessage} The app itself wires only a feature's pages, reducers, sagas and api.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-docs/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      '.tmp/**',
      'src/api/generated/**',
      '**/*.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        console: 'readonly',
        process: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        Headers: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
        File: 'readonly',
        navigator: 'readonly',
        crypto: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        AbortController: 'readonly',
        Buffer: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
      },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', ...htmlSinks],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Layers (docs/architecture.md): the lower layers never import the app or a feature; the mock reaches the
    // console only through its shared rules and texts.
    files: ['src/**/*.{ts,tsx}', 'server-mock/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/api', './src/components', './src/validation', './src/i18n', './src/lib'],
              from: ['./src/app', './src/features'],
              message: 'A lower layer (api, components, validation, i18n, lib) never imports the app or a feature.',
            },
            {
              target: './server-mock',
              from: ['./src/app', './src/features', './src/api'],
              message:
                "The mock shares the console's rules and texts only (src/validation, src/i18n, src/components/format).",
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // API policy (docs/architecture.md): an endpoint's cache tags and error display are decided once, in
    // src/api/endpoints/<area>.ts, the only importer of its generated file; nothing else enhances the api slice or
    // takes hooks from the generated code (which would bypass that policy whenever the area was not loaded yet).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/endpoints/**'],
    rules: {
      'no-restricted-syntax': ['error', ...htmlSinks, enhanceElsewhere],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/generated/*.gen', '**/api/generated/*.gen', '**/generated/*.gen'],
              allowTypeImports: true,
              message: "Import hooks and api objects from @/api/endpoints/<area>, which applies the area's API policy.",
            },
          ],
          paths: [
            {
              name: '@mui/material/Menu',
              allowTypeImports: true,
              message: 'Use @/components/PopupMenu: every menu opens after the press that opens it is painted.',
            },
          ],
        },
      ],
    },
  },
  {
    // One access model: no feature keeps its own permissions module or compares role names.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...htmlSinks, enhanceElsewhere, ...roleComparisons],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/permissions', '**/permissions.ts', '**/permissions.tsx'], message: accessMessage }],
        },
      ],
    },
  },
  {
    files: ['src/features/**/permissions.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...htmlSinks,
        enhanceElsewhere,
        ...roleComparisons,
        { selector: 'Program', message: `No permissions module per feature. ${accessMessage}` },
      ],
    },
  },
  {
    files: ['scripts/**', 'server-mock/**', 'test/**', '*.config.*', 'webpack.config.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One accessibility check: which rules, what counts as a failure and how it is reported live in test/e2e/support.ts.
    files: ['test/**/*.ts'],
    ignores: ['test/e2e/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message: 'Use seriousViolations (or axeViolations) from test/e2e/support.ts.',
            },
          ],
        },
      ],
    },
  },
);
