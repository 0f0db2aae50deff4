// react-router 7 needs TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
