// The contract has no DOM; its tests run in Node like the gateway that reads it.
module.exports = { ...require('portal-tooling/jest.cjs'), testEnvironment: 'node' };
