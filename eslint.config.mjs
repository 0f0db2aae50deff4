// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Routing kommt aus shared-ui (ein Router-Kontext für Shell und Remotes, nur der genutzte Teil im ersten Laden).',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'releases/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Architecture rule: a remote never imports another remote or the shell.
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['shell', 'shell/*', 'mfe-*', '../../mfe-*', '../../shell/*'], message: 'Ein Remote importiert nie ein anderes Remote oder die Shell; Gemeinsames gehört in shared-ui oder shared-auth.' }],
          paths: ROUTER_PACKAGES,
        },
      ],
    },
  },
  {
    // One router context for the whole page: routing comes from the singleton shared-ui.
    files: ['shell/src/**/*.{ts,tsx}', 'shared-auth/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_PACKAGES }] },
  },
  {
    // Served into the browser by the end-to-end tests.
    files: ['e2e/fixtures/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', setTimeout: 'readonly', Promise: 'readonly' } },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly', console: 'readonly', setTimeout: 'readonly', fetch: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
