import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature: a new one is covered without editing this file.
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_IMPORTS = ['**/features/**', '../features/**', '../../features/**', '../../../features/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way: shared → lib, components, games → features → app (docs/architecture.md, "Web").
  // A feature never imports another feature or the app layer.
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**'], message: 'Features do not import the app layer.' },
            ...FEATURES.filter((f) => f !== feature).map((other) => ({
              group: [`**/features/${other}/**`, `../../${other}/**`, `../${other}/**`],
              message: `A feature never imports another feature (${other}); compose them in app/.`,
            })),
          ],
        },
      ],
    },
  })),
  // The shared layers never import a feature: features build on them, not the other way round.
  {
    files: ['apps/web/src/{lib,components,games,config,locales}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURE_IMPORTS,
              message: 'lib/, components/, games/, config/ and locales/ never import a feature.',
            },
            { group: ['**/app/**', '../app/**', '../../app/**'], message: 'Only app/ composes the app layer.' },
          ],
        },
      ],
    },
  },
  // The web app calls the server through its one client, lib/api-client.ts (lib/api.ts types each
  // call by its contract); early-reads.ts starts that client's first GETs with the document.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/early-reads.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message:
            'Call the server through lib/api.ts (callApi, apiQuery, apiPages, downloadApi) or lib/api-stream.ts (streamApi).',
        },
        { name: 'EventSource', message: 'Read an event stream with streamApi (lib/api-stream.ts).' },
        { name: 'XMLHttpRequest', message: 'Call the server through lib/api.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Call the server through lib/api.ts.' },
        { object: 'globalThis', property: 'fetch', message: 'Call the server through lib/api.ts.' },
        { object: 'self', property: 'fetch', message: 'Call the server through lib/api.ts.' },
        {
          object: 'window',
          property: 'EventSource',
          message: 'Read an event stream with streamApi (lib/api-stream.ts).',
        },
        {
          object: 'globalThis',
          property: 'EventSource',
          message: 'Read an event stream with streamApi (lib/api-stream.ts).',
        },
      ],
    },
  },
  // process.env is read only by config.ts (docs/architecture.md, "Server").
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
);
