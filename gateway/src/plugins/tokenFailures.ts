/**
 * Failed token checks per client address (AUTH_FAILURES_PER_MINUTE). Every forged, expired or
 * revoked token costs a check (a signature, often a call to Firebase), and before this only the
 * general limit per address bounded them. Once an address has had `max` failures in its minute, its
 * requests with a bearer token are 429 `too-many-requests` without any check until the minute ends —
 * a valid token from that address too: the check is what is being spared.
 *
 * Counted in the rate-limit plugin's store (`app.createRateLimit`), so on PostgreSQL every instance
 * counts in `rate_limit_hits` and one budget holds for the cluster. That an address is refused is
 * then kept in each instance's memory, so a request costs no statement: an instance learns it with
 * its own next failure from that address, and N instances check at most max + N − 1 bad tokens of
 * one address per minute. Addresses are what `request.ip` says, i.e. TRUST_PROXY decides them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

const WINDOW_MS = 60_000;
/** Refused addresses kept at most, the oldest forgotten first; each took `max` failures to get here. */
const MAX_REFUSED = 10_000;

export type TokenFailures = {
  /** Throws 429 while the request's address is refused. */
  refuseIfBlocked: (request: FastifyRequest) => void;
  /** Counts a failed token check of the request's address; never throws (a failed count is logged). */
  count: (request: FastifyRequest) => Promise<void>;
};

export function tokenFailures(app: FastifyInstance, max: number): TokenFailures {
  const limit = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request) => `token-failures:${request.ip}` });
  const refusedUntil = new Map<string, number>();

  return {
    refuseIfBlocked(request) {
      const until = refusedUntil.get(request.ip);
      if (until === undefined) return;
      const leftMs = until - Date.now();
      if (leftMs <= 0) return void refusedUntil.delete(request.ip);
      throw new ApiError(429, 'too-many-requests', undefined, undefined, Math.ceil(leftMs / 1000));
    },
    async count(request) {
      try {
        const counted = await limit(request);
        if (counted.isAllowed || counted.remaining > 0) return;
        if (refusedUntil.size >= MAX_REFUSED) refusedUntil.delete(refusedUntil.keys().next().value as string);
        refusedUntil.set(request.ip, Date.now() + counted.ttl);
        request.log.warn({ ip: request.ip, failures: max }, 'address refused after failed token checks');
      } catch (error) {
        // The 401 stands; an address is just not refused while the store cannot count.
        request.log.warn({ err: error }, 'failed token check not counted');
      }
    },
  };
}
