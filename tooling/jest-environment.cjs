// jsdom lacks fetch and its classes; Firebase needs them when it loads, and Mock Service Worker's
// request handlers also need BroadcastChannel. Node 20 has them all.
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const {
      fetch,
      Headers,
      Request,
      Response,
      ReadableStream,
      TransformStream,
      WritableStream,
      TextDecoderStream,
      structuredClone,
      BroadcastChannel,
    } = globalThis;
    // The streams come from the same realm as fetch's Response, or pipeThrough refuses them.
    Object.assign(this.global, {
      fetch,
      Headers,
      Request,
      Response,
      ReadableStream,
      TransformStream,
      WritableStream,
      TextDecoderStream,
      structuredClone,
      BroadcastChannel,
    });
  }
}

module.exports = PortalTestEnvironment;
