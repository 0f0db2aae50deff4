module.exports = require('shared-auth/testing/jest.cjs');
