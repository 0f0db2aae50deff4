// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import portalRules from './tooling/eslintNoCrossPackageImport.mjs';

const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Routing kommt aus shared-ui (ein Router-Kontext für Shell und Remotes, nur der genutzte Teil im ersten Laden).',
}));

/**
 * Import rules by area (docs/architecture.md, "Who may import what"). One rule object per file, since
 * a later block replaces an earlier one's options instead of adding to them.
 */
function importRules({ browser = false, remote = false } = {}) {
  const patterns = [
    {
      regex: '^(shared-ui|shared-auth|portal-contract)/src(/|$)',
      message: 'Nur die Einstiegspunkte eines Pakets importieren (portal-contract, portal-contract/schemas, shared-ui, shared-auth).',
    },
  ];
  if (remote) {
    patterns.push({
      regex: '^(shell|mfe-[a-z]+)(/|$)',
      message: 'Ein Remote importiert nie ein anderes Remote oder die Shell; Gemeinsames gehört in shared-ui oder shared-auth.',
    });
  }
  const paths = [];
  if (browser) {
    paths.push(...ROUTER_PACKAGES);
    // The contract reaches the browser once, inside the singleton shared-ui; a runtime import here would
    // bundle a second copy (catalogue, messages) into this app. Types cost nothing.
    paths.push(
      {
        name: 'portal-contract',
        allowTypeImports: true,
        message: 'Im Browser kommen Werte des Vertrags aus shared-ui (Singleton); aus portal-contract nur Typen.',
      },
      {
        name: 'portal-contract/schemas',
        allowTypeImports: true,
        message: 'Die Zod-Schemas prüft das Gateway; der Browser importiert daraus nur Typen.',
      },
    );
  }
  return { patterns, paths };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.prerender/**',
      '**/node_modules/**',
      '.data/**',
      'releases/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
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
    // Packages meet by name only: no relative path into another package, no deep import of its sources.
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { portal: portalRules },
    rules: { 'portal/no-cross-package-import': 'error', '@typescript-eslint/no-restricted-imports': ['error', importRules()] },
  },
  {
    // A remote never imports another remote or the shell.
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', importRules({ browser: true, remote: true })] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-auth/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', importRules({ browser: true })] },
  },
  {
    // Served into the browser by the end-to-end tests.
    files: ['e2e/fixtures/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { window: 'readonly', document: 'readonly', setTimeout: 'readonly', Promise: 'readonly' },
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: {
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
