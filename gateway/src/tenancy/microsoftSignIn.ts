/**
 * Which Entra tenant a Microsoft sign-in comes from. Firebase's ID token for a microsoft.com sign-in
 * names the provider and Microsoft's user id (`firebase.identities`), but not the tenant; Firebase
 * also often marks Microsoft addresses unverified. So the browser hands the gateway the Microsoft ID
 * token of the sign-in once; the gateway checks it against Microsoft's published keys (signature,
 * audience = our app registration, expiry, issuer of the tenant) and that it was issued for this
 * Firebase user, and records the tenant (`microsoft_sign_ins`).
 */
import { eq } from 'drizzle-orm';
import type { UserRecord } from 'firebase-admin/auth';
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

/** The token was issued for this Firebase user: its Microsoft identity carries one of the token's ids. */
export function belongsTo(identity: MicrosoftIdentity, record: UserRecord): boolean {
  const linked = record.providerData.filter(({ providerId }) => providerId === 'microsoft.com').map(({ uid }) => uid.toLowerCase());
  return identity.ids.some((id) => linked.includes(id.toLowerCase()));
}

export async function recordMicrosoftTenant(db: Database, uid: string, identity: MicrosoftIdentity): Promise<void> {
  const row = { uid, entraTenantId: identity.tenantId, subject: identity.subject, verifiedAt: new Date() };
  await db.insert(microsoftSignIns).values(row).onConflictDoUpdate({ target: microsoftSignIns.uid, set: row });
}

export async function microsoftTenantOf(db: Database, uid: string): Promise<string | undefined> {
  const [row] = await db.select({ tenantId: microsoftSignIns.entraTenantId }).from(microsoftSignIns).where(eq(microsoftSignIns.uid, uid));
  return row?.tenantId;
}
