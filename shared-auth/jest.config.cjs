module.exports = require('./testing/jest.cjs');
