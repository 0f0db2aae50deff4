// jsdom lacks fetch and its classes; Firebase needs them when it loads, and Mock Service Worker's
// request handlers also need BroadcastChannel. Node 20 has them all.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Headers',
  'Request',
  'Response',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'TextDecoderStream',
  'structuredClone',
  'BroadcastChannel',
];

class PortalTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // The streams come from the same realm as fetch's Response, or pipeThrough refuses them.
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = PortalTestEnvironment;
