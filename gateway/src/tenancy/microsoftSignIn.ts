/**
 * Which Entra tenant a Microsoft sign-in comes from. Firebase's ID token for a microsoft.com sign-in
 * names the provider and Microsoft's user id (`firebase.identities`), but not the tenant; Firebase
 * also often marks Microsoft addresses unverified. So the browser hands the gateway the Microsoft ID
 * token of the sign-in once; the gateway checks it against Microsoft's published keys (signature,
 * audience = our app registration, expiry, issuer of the tenant) and that it was issued for this
 * Firebase user, and records the tenant with the Microsoft account (`microsoft_sign_ins`). The proof
 * counts only for Firebase tokens of that account: a user who links another Microsoft account later
 * proves again, and a refused proof removes the one before.
 */
import { eq } from 'drizzle-orm';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { MicrosoftSettings } from '../config.ts';
import type { Database } from '../db/client.ts';
import { microsoftSignIns } from '../db/schema.ts';

export type MicrosoftIdentity = { tenantId: string; subject: string; ids: string[] };

export class MicrosoftTokenRefused extends Error {
  override name = 'MicrosoftTokenRefused';
}

/** v2.0 and v1.0 issuers of Microsoft Entra for a tenant. */
function issuersOf(tenantId: string): string[] {
  return [`https://login.microsoftonline.com/${tenantId}/v2.0`, `https://sts.windows.net/${tenantId}/`];
}

export function microsoftVerifier(settings: MicrosoftSettings) {
  // jose keeps the key set and fetches again only for an unknown key id (at most every 30 s).
  const keys = createRemoteJWKSet(new URL(`${settings.authorityUrl}/${settings.tenantId}/discovery/v2.0/keys`), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return async function verifyMicrosoftToken(idToken: string): Promise<MicrosoftIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, keys, { audience: settings.clientId, algorithms: ['RS256'], clockTolerance: 60 }));
    } catch (error) {
      throw new MicrosoftTokenRefused((error as Error).message);
    }
    const tenantId = typeof payload.tid === 'string' ? payload.tid.toLowerCase() : '';
    if (!tenantId || !issuersOf(tenantId).includes(String(payload.iss))) throw new MicrosoftTokenRefused('issuer does not match tid');
    const ids = [payload.oid, payload.sub].filter((id): id is string => typeof id === 'string' && id.length > 0);
    if (ids.length === 0) throw new MicrosoftTokenRefused('no subject');
    return { tenantId, subject: ids[0]!, ids };
  };
}

/**
 * The id under which this Firebase user has the token's Microsoft account linked (lower case), if it
 * has: the token was issued for this user. Firebase's tokens name the account by the same id.
 */
export function linkedIdentity(identity: MicrosoftIdentity, record: UserRecord): string | undefined {
  const ids = new Set(identity.ids.map((id) => id.toLowerCase()));
  const linked = record.providerData.find(({ providerId, uid }) => providerId === 'microsoft.com' && ids.has(uid.toLowerCase()));
  return linked?.uid.toLowerCase();
}

/** What a verified proof says: the Entra tenant, and the Firebase id of the Microsoft account it holds for. */
export type MicrosoftProof = { tenantId: string; firebaseIdentity: string };

export async function recordMicrosoftProof(
  db: Database,
  uid: string,
  identity: MicrosoftIdentity,
  firebaseIdentity: string,
): Promise<void> {
  const row = { uid, entraTenantId: identity.tenantId, subject: identity.subject, firebaseIdentity, verifiedAt: new Date() };
  await db.insert(microsoftSignIns).values(row).onConflictDoUpdate({ target: microsoftSignIns.uid, set: row });
}

export async function forgetMicrosoftProof(db: Database, uid: string): Promise<void> {
  await db.delete(microsoftSignIns).where(eq(microsoftSignIns.uid, uid));
}

export async function microsoftProofOf(db: Database, uid: string): Promise<MicrosoftProof | undefined> {
  const [row] = await db
    .select({ tenantId: microsoftSignIns.entraTenantId, firebaseIdentity: microsoftSignIns.firebaseIdentity })
    .from(microsoftSignIns)
    .where(eq(microsoftSignIns.uid, uid));
  return row;
}

/** The proof holds for this token: the token's Microsoft account is the one proven. */
export function provenFor(proof: MicrosoftProof, token: DecodedIdToken): boolean {
  const linked: unknown = token.firebase?.identities?.['microsoft.com'];
  return Array.isArray(linked) && linked.some((id) => String(id).toLowerCase() === proof.firebaseIdentity);
}
