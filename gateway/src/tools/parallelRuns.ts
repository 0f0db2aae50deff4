/**
 * At most `max` AI runs of one user at once (AI_PARALLEL_PER_USER, default 2): the per-minute budget
 * alone let one member keep thirty expensive runs going together. A run counts from admission until
 * its answer is complete or the connection is gone, streams included.
 * Counted per gateway instance; behind a load balancer a user may have `max` runs on each.
 */
import type { preValidationHookHandler } from 'fastify';
import { ApiError } from '../errors.ts';
import { currentUser } from '../plugins/auth.ts';

export function parallelRunLimit(max: number): preValidationHookHandler {
  const running = new Map<string, number>();
  return async (request, reply) => {
    const { uid } = currentUser(request);
    const now = running.get(uid) ?? 0;
    if (now >= max) throw new ApiError(429, 'too-many-parallel-runs');
    running.set(uid, now + 1);
    let done = false;
    // 'finish': the answer is handed to the socket (before the browser can send the next run);
    // 'close': the connection went away first.
    const release = () => {
      if (done) return;
      done = true;
      const left = (running.get(uid) ?? 1) - 1;
      if (left > 0) running.set(uid, left);
      else running.delete(uid);
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  };
}
