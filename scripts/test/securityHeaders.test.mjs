import assert from 'node:assert/strict';
import { test } from 'node:test';
import { portalConfigFromEnv } from '../lib/env.mjs';
import { remoteCsp, shellCsp } from '../lib/securityHeaders.mjs';

const directive = (csp, name) => csp.split('; ').find((entry) => entry.startsWith(`${name} `));

test('Text-To-Speech can play its object URL in the portal and in the remote harness, and nothing else', () => {
  const config = portalConfigFromEnv({});
  // Without media-src the browser falls back to default-src 'self' and blocks the blob: audio.
  assert.equal(directive(shellCsp(config), 'media-src'), 'media-src blob:');
  assert.equal(directive(remoteCsp(config), 'media-src'), 'media-src blob:');
});
