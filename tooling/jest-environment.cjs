// jsdom lacks fetch and its classes; Firebase needs them when it loads. Node 20 has them all.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Headers, Request, Response, ReadableStream, structuredClone } = globalThis;
    Object.assign(this.global, { fetch, Headers, Request, Response, ReadableStream, structuredClone });
  }
}

module.exports = PortalTestEnvironment;
