/**
 * What the token check learned from Firebase, kept for a short time. A token's signature is checked
 * once per token, and whether a session was revoked or the account disabled is only known to
 * Firebase: asking on every request is a network call (twice on /v1/me) that keeps the gateway far
 * from its budget (docs/architecture.md: /v1/me p99 ≤ 10 ms at 1 000 req/s). Kept for `ttlMs`, a revoked
 * or disabled account is locked out within that time on every gateway instance; 0 keeps nothing.
 * The user's tenant is kept for the same time (one database query per user and period instead of one
 * per request): memberships only ever change by an operator's hand, and then count within that time.
 * Roles and the verified Microsoft tenant are kept the same way; a change made through this instance
 * counts at once (`forgetAccess`), one made through another instance within `ttlMs`.
 */
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { Role } from 'portal-contract';
import type { Tenant } from './tenancy/resolveTenant.ts';

/** Promises by key, each until its own deadline; the oldest go first when the map is full. */
function keptPromises<T>(maxEntries: number) {
  // The promise is kept, so a burst of requests makes one call to Firebase, not many.
  const kept = new Map<string, { until: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>, until: (value: T) => number): Promise<T> {
      const hit = kept.get(key);
      if (hit && hit.until > Date.now()) return hit.value;
      const entry = { until: Number.POSITIVE_INFINITY, value: load() };
      kept.delete(key);
      // A Map iterates in insertion order: the first key is the oldest entry.
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
      kept.set(key, entry);
      entry.value.then(
        (value) => void (entry.until = until(value)),
        // A failed call is not kept: the next request asks again.
        () => kept.get(key) === entry && kept.delete(key),
      );
      return entry.value;
    },
    forget: (key: string) => void kept.delete(key),
  };
}

export type SessionCache = {
  /** The decoded token (signature, expiry, audience, issuer checked); rejects like verifyIdToken. */
  verifyToken: (idToken: string) => Promise<DecodedIdToken>;
  /** The user's record, from Firebase or at most `ttlMs` old; rejects like getUser. */
  userRecord: (uid: string) => Promise<UserRecord>;
  /** Forgets a user's record after the gateway changed it (custom claims). */
  forgetUser: (uid: string) => void;
  /** The user's tenant from `resolve`, kept when there is one (a user without tenant asks again). */
  tenantOf: (uid: string, resolve: () => Promise<Tenant | undefined>) => Promise<Tenant | undefined>;
  /** The user's roles from `load`. */
  rolesOf: (uid: string, load: () => Promise<Role[]>) => Promise<Role[]>;
  /** The Entra tenant of the user's verified Microsoft sign-in, if any (kept only when there is one). */
  microsoftTenantOf: (uid: string, load: () => Promise<string | undefined>) => Promise<string | undefined>;
  /** Forgets the user's record, tenant, roles and Microsoft tenant after this instance changed one. */
  forgetAccess: (uid: string) => void;
};

export function sessionCache(auth: Auth, ttlMs: number, maxEntries = 10_000): SessionCache {
  if (ttlMs <= 0) {
    return {
      verifyToken: (idToken) => auth.verifyIdToken(idToken),
      userRecord: (uid) => auth.getUser(uid),
      forgetUser: () => undefined,
      tenantOf: (_uid, resolve) => resolve(),
      rolesOf: (_uid, load) => load(),
      microsoftTenantOf: (_uid, load) => load(),
      forgetAccess: () => undefined,
    };
  }
  const tokens = keptPromises<DecodedIdToken>(maxEntries);
  const users = keptPromises<UserRecord>(maxEntries);
  const tenants = keptPromises<Tenant | undefined>(maxEntries);
  const roles = keptPromises<Role[]>(maxEntries);
  const microsoftTenants = keptPromises<string | undefined>(maxEntries);
  return {
    // Never past the token's own expiry: a kept token expires exactly when the token does.
    verifyToken: (idToken) =>
      tokens.get(
        idToken,
        () => auth.verifyIdToken(idToken),
        (token) => Math.min(token.exp * 1000, Date.now() + ttlMs),
      ),
    userRecord: (uid) =>
      users.get(
        uid,
        () => auth.getUser(uid),
        () => Date.now() + ttlMs,
      ),
    forgetUser: users.forget,
    tenantOf: (uid, resolve) => tenants.get(uid, resolve, (tenant) => (tenant ? Date.now() + ttlMs : 0)),
    rolesOf: (uid, load) => roles.get(uid, load, () => Date.now() + ttlMs),
    microsoftTenantOf: (uid, load) => microsoftTenants.get(uid, load, (tenant) => (tenant ? Date.now() + ttlMs : 0)),
    forgetAccess: (uid) => {
      for (const kept of [users, tenants, roles, microsoftTenants]) kept.forget(uid);
    },
  };
}
