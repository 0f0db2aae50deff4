const preset = require('shared-auth/testing/jest.cjs');

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'] };
