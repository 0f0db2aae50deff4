/**
 * What the token check learned from Firebase, kept for a short time. A token's signature is checked
 * once per token (kept until the token expires), and whether a session was revoked or the account disabled is only known to
 * Firebase: asking on every request is a network call (twice on /v1/me) that keeps the gateway far
 * from its budget (docs/architecture.md: /v1/me p99 ≤ 10 ms at 1 000 req/s). Kept for `ttlMs`, a revoked
 * or disabled account is locked out within that time on every gateway instance; 0 keeps nothing.
 * The user's tenant is kept for the same time (one database query per user and period instead of one
 * per request): memberships only ever change by an operator's hand, and then count within that time.
 * Roles and the verified Microsoft proof are kept the same way; a change made through this instance
 * counts at once (`forgetAccess`), one made through another instance within `ttlMs`.
 */
import { usersByUid } from './account/users.ts';
import DataLoader from 'dataloader';
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { Role } from 'portal-contract';
import type { MicrosoftProof } from './tenancy/microsoftSignIn.ts';
import type { Tenant } from './tenancy/resolveTenant.ts';

/**
 * When an entry is renewed ahead of its deadline, as a share of its lifetime: 0.75–0.95, spread by key.
 * Entries filled together (a morning's sign-ins, a restart) would otherwise expire together, and
 * every user's next request would wait for Firebase and the database at the same moment — measured
 * at 1 000 req/s with 600 users: p99 from 6 to 160–300 ms, once per cache period. Derived from the key
 * rather than random, so a test sees the same point every run.
 */
export function renewalShare(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index += 1) hash = (hash * 31 + key.charCodeAt(index)) >>> 0;
  // Late in the period: every renewal is a call to Firebase and a query, and renewing at half the
  // period would make half as many again as letting entries expire (measured: saturated /v1/me
  // 0.30–0.38× a bare Fastify instead of 0.41–0.43× while renewals ran).
  return 0.75 + 0.2 * ((hash % 1000) / 1000);
}

type Kept<T> = { until: number; renewAt: number; renewing: boolean; value: Promise<T> };

/**
 * Renewals in flight at once, per kept kind. A renewal is background work: after a quiet spell many
 * entries are due together, and loading them all at once (database queries on the event loop with
 * PGlite, calls to Firebase) would hold up the requests they were meant to spare. A request that
 * finds the limit reached takes the kept value; one of the next ones starts the renewal.
 */
const RENEWALS_AT_ONCE = 1;

/**
 * A kind that can load many keys at once renews them in batches: the renewals due within
 * `RENEWAL_GATHER_MS` go out as one call (Firebase's getUsers takes up to 100 users, the database
 * one query). One call per user and period cost a saturated GET /v1/me half its throughput whenever
 * the period's renewals fell into the measurement (0.28–0.35 × a bare Fastify instead of 0.61; the
 * Auth emulator answering hundreds of getUser calls a second took the CPU the gateway needed).
 */
export const RENEWAL_BATCH = 100;
export const RENEWAL_GATHER_MS = 50;

/** Loads many keys at once; a key missing from the answer was not renewed (its old entry stands). */
export type RenewMany<T> = (keys: readonly string[]) => Promise<ReadonlyMap<string, T>>;

function batchedRenewals<T>(renewMany: RenewMany<T>): (key: string) => Promise<T> {
  const loader = new DataLoader<string, T>(
    async (keys) => {
      const renewed = await renewMany(keys);
      return keys.map((key) => (renewed.has(key) ? (renewed.get(key) as T) : new Error(`nicht erneuert: ${key}`)));
    },
    // Nothing kept by the loader itself: keptPromises is the cache.
    { cache: false, maxBatchSize: RENEWAL_BATCH, batchScheduleFn: (run) => setTimeout(run, RENEWAL_GATHER_MS) },
  );
  return (key) => loader.load(key);
}

/**
 * Promises by key, each until its own deadline; the oldest go first when the map is full. A request
 * after an entry's renewal point gets the kept value at once and starts loading the next one in the
 * background; nothing is ever served past its deadline.
 */
export function keptPromises<T>(maxEntries: number, renewMany?: RenewMany<T>) {
  // The promise is kept, so a burst of requests makes one call to Firebase, not many.
  const kept = new Map<string, Kept<T>>();
  let renewals = 0;
  const renewalsAtOnce = renewMany ? RENEWAL_BATCH : RENEWALS_AT_ONCE;
  const renewBatched = renewMany && batchedRenewals(renewMany);

  /** Loads `key` into a new entry; it replaces `replacing` (if still there) once it has a value. */
  const load = (key: string, loader: () => Promise<T>, until: (value: T) => number, replacing?: Kept<T>): Kept<T> => {
    // A renewal starts once the requests already waiting have had their turn.
    const renew = renewBatched ? () => renewBatched(key) : loader;
    const value = replacing ? new Promise<void>((resolve) => setImmediate(resolve)).then(renew) : loader();
    const entry: Kept<T> = { until: Number.POSITIVE_INFINITY, renewAt: Number.POSITIVE_INFINITY, renewing: false, value };
    if (!replacing) store(key, entry);
    else {
      renewals += 1;
      const done = () => void (renewals -= 1);
      entry.value.then(done, done);
    }
    entry.value.then(
      (value) => {
        const loadedAt = Date.now();
        entry.until = until(value);
        entry.renewAt = loadedAt + (entry.until - loadedAt) * renewalShare(key);
        // A renewal lands only where its entry still is: a `forget` in between wins.
        if (replacing && kept.get(key) === replacing) store(key, entry);
      },
      // A failed call is not kept: the next request asks again (a failed renewal leaves the old
      // entry until its deadline).
      () => !replacing && kept.get(key) === entry && kept.delete(key),
    );
    return entry;
  };

  const store = (key: string, entry: Kept<T>) => {
    kept.delete(key);
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
    kept.set(key, entry);
  };

  return {
    get(key: string, loader: () => Promise<T>, until: (value: T) => number): Promise<T> {
      const hit = kept.get(key);
      const now = Date.now();
      if (hit && hit.until > now) {
        if (hit.renewAt <= now && !hit.renewing && renewals < renewalsAtOnce) {
          hit.renewing = true;
          load(key, loader, until, hit);
        }
        return hit.value;
      }
      return load(key, loader, until).value;
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
  /** The user's verified Microsoft proof, if any (kept only when there is one). */
  microsoftProofOf: (uid: string, load: () => Promise<MicrosoftProof | undefined>) => Promise<MicrosoftProof | undefined>;
  /** Forgets the user's record, tenant, roles and Microsoft proof after this instance changed one. */
  forgetAccess: (uid: string) => void;
};

/** How the kept tenants and roles of many users are renewed at once (see `RenewMany`). */
export type SessionRenewals = { tenants: RenewMany<Tenant | undefined>; roles: RenewMany<Role[]> };

/** Users' records from Firebase, up to RENEWAL_BATCH per call; deleted users are missing. */
function usersFrom(auth: Auth): RenewMany<UserRecord> {
  return (uids) => usersByUid(auth, uids);
}

export function sessionCache(auth: Auth, ttlMs: number, renewals?: SessionRenewals, maxEntries = 10_000): SessionCache {
  if (ttlMs <= 0) {
    return {
      verifyToken: (idToken) => auth.verifyIdToken(idToken),
      userRecord: (uid) => auth.getUser(uid),
      forgetUser: () => undefined,
      tenantOf: (_uid, resolve) => resolve(),
      rolesOf: (_uid, load) => load(),
      microsoftProofOf: (_uid, load) => load(),
      forgetAccess: () => undefined,
    };
  }
  const tokens = keptPromises<DecodedIdToken>(maxEntries);
  const users = keptPromises<UserRecord>(maxEntries, usersFrom(auth));
  const tenants = keptPromises<Tenant | undefined>(maxEntries, renewals?.tenants);
  const roles = keptPromises<Role[]>(maxEntries, renewals?.roles);
  const microsoftProofs = keptPromises<MicrosoftProof | undefined>(maxEntries);
  return {
    // A verified token stays verified until it expires (revocation and the disabled flag are the
    // record's business, kept for `ttlMs`): kept exactly until the token's own expiry.
    verifyToken: (idToken) =>
      tokens.get(
        idToken,
        () => auth.verifyIdToken(idToken),
        (token) => token.exp * 1000,
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
    microsoftProofOf: (uid, load) => microsoftProofs.get(uid, load, (proof) => (proof ? Date.now() + ttlMs : 0)),
    forgetAccess: (uid) => {
      for (const kept of [users, tenants, roles, microsoftProofs]) kept.forget(uid);
    },
  };
}
