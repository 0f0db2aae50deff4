module.exports = require('portal-tooling/jest.cjs');
