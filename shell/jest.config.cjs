const preset = require('portal-tooling/jest.cjs');

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/test/setup.ts'] };
