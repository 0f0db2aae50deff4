// Jest preset shared by every package: jsdom, @swc/jest for TypeScript + JSX, jest-dom matchers.
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  roots: ['<rootDir>/src', '<rootDir>/test'].filter((dir) =>
    require('node:fs').existsSync(dir.replace('<rootDir>', process.cwd())),
  ),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Workspace packages (shared-ui, shared-auth) are TypeScript source; these libraries ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(lucide-react|@dicebear)/)'],
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
};
