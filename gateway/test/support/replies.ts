/** Assertions on the gateway's error shape, with the German text from the catalogue. */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { messageFor, type MessageCode } from 'portal-contract';

export function assertError(
  response: LightMyRequestResponse,
  statusCode: number,
  code: MessageCode,
  context = '',
  params?: Record<string, string | number>,
): void {
  assert.equal(response.statusCode, statusCode, `${context} → ${response.body}`);
  assert.deepEqual(response.json(), { error: { code, message: messageFor(code, params), ...(params ? { params } : {}) } }, context);
}
