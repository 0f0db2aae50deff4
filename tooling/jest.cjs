// Jest preset shared by every package: jsdom, @swc/jest for TypeScript + JSX, jest-dom matchers,
// and Mock Service Worker loadable (packages that use shared-auth extend this with shared-auth/testing/jest.cjs).
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

/**
 * Mock Service Worker's Node entry and its interceptors, as CommonJS. jsdom resolves packages with
 * the `browser` condition, under which `msw/node` is nothing, and Node's resolver would pick their
 * ESM builds (`module-sync`); jest needs the `require` builds.
 */
function mswForNode() {
  const mapper = {};
  const map = (from, name, subpaths) => {
    const dir = createRequire(from)
      .resolve.paths(name)
      .map((modules) => path.join(modules, name))
      .find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
    const real = fs.realpathSync(dir);
    const { exports } = JSON.parse(fs.readFileSync(path.join(real, 'package.json'), 'utf8'));
    for (const subpath of subpaths) {
      const target = exports[subpath].node?.require ?? exports[subpath].require;
      mapper[`^${name}${subpath.slice(1)}$`] = path.join(real, typeof target === 'string' ? target : target.default);
    }
    return real;
  };
  const msw = map(path.join(__dirname, 'package.json'), 'msw', ['./node']);
  map(path.join(msw, 'package.json'), '@mswjs/interceptors', ['./ClientRequest', './XMLHttpRequest', './fetch', './WebSocket']);
  return mapper;
}

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  roots: ['<rootDir>/src', '<rootDir>/test'].filter((dir) => fs.existsSync(dir.replace('<rootDir>', process.cwd()))),
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.m?(t|j)sx?$': [
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
  // Workspace packages (shared-ui, shared-auth) are TypeScript source; these libraries ship ESM only
  // (rettime, @open-draft and until-async: Mock Service Worker's).
  transformIgnorePatterns: ['/node_modules/(?!(lucide-react|@dicebear|rettime|@open-draft|until-async)/)'],
  moduleNameMapper: mswForNode(),
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
};
