// The jest preset of every package that uses shared-auth: portal-tooling's, plus the test seams of
// shared-auth/testing: Firebase's SDK is the stand-in of firebaseAuth.ts for every test file (no
// test mocks it itself), and Mock Service Worker answers the gateway (jestSetup.ts).
const path = require('node:path');
const preset = require('portal-tooling/jest.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^firebase/app$': path.join(__dirname, 'firebaseApp.ts'),
    '^firebase/auth$': path.join(__dirname, 'firebaseAuth.ts'),
  },
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'jestSetup.ts')],
};
