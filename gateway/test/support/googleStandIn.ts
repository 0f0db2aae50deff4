/**
 * Google's side of Firebase Auth in production mode, offline: a local TLS server that firebase-admin
 * reaches through an `httpAgent` (AppOptions) instead of www.googleapis.com and
 * identitytoolkit.googleapis.com. It serves the public-key certificates ID tokens are checked
 * against (the real URL's format: `{ kid: PEM certificate }`) and answers the user lookups and
 * updates that revocation checks and GET /v1/me make. Tokens are signed here with RS256 like Google
 * signs them, or forged in every other way.
 *
 * Self-signed X.509 certificates are built with node:crypto and a few lines of DER, so neither
 * openssl nor a library is needed.
 */
import { createPrivateKey, generateKeyPairSync, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { once } from 'node:events';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';

export const CERTS_PATH = '/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

// --- DER, just enough for a certificate -----------------------------------------------------------
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const head =
    length < 0x80 ? Buffer.from([length]) : length < 0x100 ? Buffer.from([0x81, length]) : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), head, content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const commonName = (cn: string) => sequence(der(0x31, sequence(oid('550403'), der(0x0c, Buffer.from(cn)))));
// sha256WithRSAEncryption (1.2.840.113549.1.1.11) with NULL parameters
const SHA256_WITH_RSA = sequence(oid('2a864886f70d01010b'), Buffer.from([0x05, 0x00]));

/** A self-signed certificate for `cn` (also its subjectAltName for TLS) over the key pair. */
export function selfSignedCertificate(cn: string, keys: { publicKey: KeyObject; privateKey: KeyObject }): string {
  const now = Date.now();
  // subjectAltName (2.5.29.17): one dNSName ([2] IA5String)
  const altNames = sequence(sequence(oid('551d11'), der(0x04, sequence(der(0x82, Buffer.from(cn))))));
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, Buffer.from([0x01, ...Buffer.from(String(now).slice(-6))])), // serial, positive
    SHA256_WITH_RSA,
    commonName(cn),
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + 86_400_000))),
    commonName(cn),
    keys.publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, altNames),
  );
  const signature = sign('sha256', tbs, keys.privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem =
    `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END CERTIFICATE-----\n`.replace(
      '\n\n',
      '\n',
    );
  new X509Certificate(pem); // throws if the DER above were malformed
  return pem;
}

const rsaKeys = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

// --- tokens ---------------------------------------------------------------------------------------
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, privateKey: KeyObject): string {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

/** The claims of a Firebase ID token of `projectId` for a password user. */
export function idTokenClaims(
  projectId: string,
  user: { uid: string; email: string },
  issuedAt = Math.floor(Date.now() / 1000),
): Record<string, unknown> {
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: issuedAt,
    user_id: user.uid,
    sub: user.uid,
    iat: issuedAt,
    exp: issuedAt + 3600,
    email: user.email,
    email_verified: true,
    firebase: { identities: { email: [user.email] }, sign_in_provider: 'password' },
  };
}

// --- the server -----------------------------------------------------------------------------------
export type StandInUser = { uid: string; email: string; disabled?: boolean; validSinceSeconds?: number; customAttributes?: string };

export type GoogleStandIn = {
  /** What firebase-admin gets as AppOptions.httpAgent: every Google host leads to this server. */
  httpAgent: Agent;
  /** An access token for the calls that need one (revocation check, user lookup). */
  credential: { getAccessToken: () => Promise<{ access_token: string; expires_in: number }> };
  /** The key whose certificate is published; tokens signed with it are Google's. */
  kid: string;
  privateKey: KeyObject;
  /** The published certificate (its RSA public key), e.g. for the HS256 confusion attack. */
  certificate: string;
  users: Map<string, StandInUser>;
  /** Method and path of every request, in order. */
  requests: string[];
  close: () => Promise<void>;
};

export const ACCESS_TOKEN = 'zugangstoken-des-google-stand-ins';

export async function startGoogleStandIn(projectId: string): Promise<GoogleStandIn> {
  const tlsKeys = rsaKeys();
  const tlsCertificate = selfSignedCertificate('*.googleapis.com', tlsKeys);
  const signingKeys = rsaKeys();
  const kid = 'schluessel-1';
  const certificate = selfSignedCertificate('securetoken.system.gserviceaccount.com', signingKeys);
  const users = new Map<string, StandInUser>();
  const requests: string[] = [];

  const userRecord = (user: StandInUser) => ({
    localId: user.uid,
    email: user.email,
    emailVerified: true,
    disabled: user.disabled ?? false,
    validSince: String(user.validSinceSeconds ?? 0),
    passwordUpdatedAt: 0,
    providerUserInfo: [{ providerId: 'password', rawId: user.email, email: user.email, federatedId: user.email }],
    ...(user.customAttributes ? { customAttributes: user.customAttributes } : {}),
  });

  const server = createServer(
    { key: tlsKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }), cert: tlsCertificate },
    async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      const path = new URL(request.url ?? '/', 'https://stand-in').pathname;
      requests.push(`${request.method} ${request.headers.host} ${path}`);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        response.end(JSON.stringify(value));
      };
      if (request.method === 'GET' && path === CERTS_PATH)
        return json(200, { [kid]: certificate }, { 'cache-control': 'public, max-age=3600' });
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
        return json(401, { error: { code: 401, message: 'UNAUTHENTICATED' } });
      if (request.method === 'POST' && path === `/v1/projects/${projectId}/accounts:lookup`) {
        const found = ((body.localId as string[] | undefined) ?? []).flatMap((uid) =>
          users.has(uid) ? [userRecord(users.get(uid)!)] : [],
        );
        return json(
          200,
          found.length
            ? { kind: 'identitytoolkit#GetAccountInfoResponse', users: found }
            : { kind: 'identitytoolkit#GetAccountInfoResponse' },
        );
      }
      if (request.method === 'POST' && path === `/v1/projects/${projectId}/accounts:update`) {
        const user = users.get(String(body.localId));
        if (!user) return json(400, { error: { code: 400, message: 'USER_NOT_FOUND' } });
        if (typeof body.customAttributes === 'string') user.customAttributes = body.customAttributes;
        return json(200, { kind: 'identitytoolkit#SetAccountInfoResponse', localId: user.uid });
      }
      return json(404, { error: { code: 404, message: `unbekannt: ${request.method} ${path}` } });
    },
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  // TLS as with Google: the agent trusts only the stand-in's certificate and checks the host name.
  const httpAgent = new Agent({ ca: tlsCertificate, keepAlive: false });
  Object.assign(httpAgent, {
    createConnection: (options: { servername?: string; host?: string }) =>
      connect({ ...options, host: '127.0.0.1', port, servername: options.servername ?? options.host, ca: tlsCertificate }),
  });

  return {
    httpAgent,
    credential: { getAccessToken: async () => ({ access_token: ACCESS_TOKEN, expires_in: 3600 }) },
    kid,
    privateKey: signingKeys.privateKey,
    certificate,
    users,
    requests,
    close: () =>
      new Promise<void>((done) => {
        httpAgent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A key pair that is not Google's: what a forger has. */
export function foreignPrivateKey(): KeyObject {
  return createPrivateKey(rsaKeys().privateKey.export({ type: 'pkcs8', format: 'pem' }));
}
