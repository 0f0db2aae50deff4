/**
 * Who may call what, over every route the app registers. The table below classifies each route; a
 * route that is not in it fails the test, so a new route cannot slip by unclassified. Per class:
 * - public: answers without a token (and a broken token changes nothing);
 * - token: every kind of bad token is 401 session-expired, a user without tenant 403
 *   registration-failed, a partner tenant is let through;
 * - group: like token, and a partner tenant is 403 tenant-not-allowed;
 * - signed-in: a valid token, no tenant needed (the Microsoft proof that earns one);
 * - role (/v1/admin/…): like token, and a user without an admin role is 403 role-missing;
 * - admin (/internal): without or with a wrong X-Admin-Token never 2xx, and a Firebase token is no key.
 * Every class except public and signed-in also refuses an unconfirmed e-mail address (403 email-not-verified).
 * Then: another user's resources (short links, newsletter subscription, realtime channel) can be
 * neither seen nor changed. Signature forgery in production mode (real RS256 keys) is proven in
 * productionTokens.test.ts, since the emulator mode of firebase-admin is process-wide.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ADMIN_ROLES, STYLE_EDITOR_ROLES, userChannel, type Role } from 'portal-contract';
import { newsletterSubscriptions, shortLinks, userRoles } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser, decodeToken, signUpDirectly, unsignedToken, wronglySignedToken } from './support/emulator.ts';
import { assertError } from './support/replies.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

type Access = 'public' | 'signed-in' | 'token' | 'group' | 'role' | 'admin';

/** Every route of the app. HEAD routes are Fastify's automatic twins of the GET routes. */
const ACCESS: Record<string, Access> = {
  'OPTIONS *': 'public', // CORS preflight
  'OPTIONS /internal/*': 'public', // refused: no preflight for operators' routes
  'GET /healthz': 'public',
  'HEAD /healthz': 'public',
  'GET /v1/openapi.json': 'public',
  'HEAD /v1/openapi.json': 'public',
  'GET /v1/reference': 'public',
  'HEAD /v1/reference': 'public',
  'GET /s/:slug': 'public',
  'HEAD /s/:slug': 'public',
  'POST /v1/sign-up': 'public',
  'GET /v1/me': 'token',
  'HEAD /v1/me': 'token',
  'POST /v1/check-newsletter-subscription': 'token',
  'POST /v1/subscribe-to-newsletter': 'token',
  'POST /v1/unsubscribe-from-newsletter': 'token',
  'POST /v1/feedback': 'token',
  'POST /v1/short-links': 'token',
  'GET /v1/short-links': 'token',
  'HEAD /v1/short-links': 'token',
  'DELETE /v1/short-links/:slug': 'token',
  'GET /v1/get-dashboards': 'token',
  'HEAD /v1/get-dashboards': 'token',
  'GET /v1/infonline-data': 'token',
  'HEAD /v1/infonline-data': 'token',
  'GET /v1/symplr-data': 'token',
  'HEAD /v1/symplr-data': 'token',
  'GET /v1/epaper-data': 'token',
  'HEAD /v1/epaper-data': 'token',
  'GET /v1/top30-data': 'token',
  'HEAD /v1/top30-data': 'token',
  'POST /v1/tools/redact': 'token',
  'POST /v1/tools/translate': 'token',
  'POST /v1/tools/summarize': 'token',
  'POST /v1/tools/press-release': 'token',
  'POST /v1/tools/seo-living-docs': 'token',
  'POST /v1/tools/top-ten': 'token',
  'POST /v1/tools/social-media': 'token',
  'POST /v1/tools/seo-self-made': 'token',
  'POST /v1/tools/keywords': 'group',
  'GET /v1/tools/tts/voices': 'group',
  'HEAD /v1/tools/tts/voices': 'group',
  'POST /v1/tools/tts': 'group',
  'POST /v1/tools/transcribe': 'token',
  // Each tool at /v1/tools/<its id>; the paths above are the ones earlier releases of the pages call.
  'POST /v1/tools/text-redact': 'token',
  'POST /v1/tools/text-translation': 'token',
  'POST /v1/tools/keyword-extraction': 'group',
  'GET /v1/tools/text-speech/voices': 'group',
  'HEAD /v1/tools/text-speech/voices': 'group',
  'POST /v1/tools/text-speech': 'group',
  'POST /v1/tools/audio-transcript': 'token',
  'POST /v1/tools/workday-faq': 'token',
  'POST /v1/tools/source-check': 'token',
  'GET /v1/capabilities': 'token',
  'POST /v1/preview': 'role',
  'GET /v1/remote-versions': 'token',
  'HEAD /v1/remote-versions': 'token',
  'POST /v1/remote-loads': 'token',
  'GET /v1/admin/remotes': 'role',
  'HEAD /v1/admin/remotes': 'role',
  'POST /v1/admin/remotes/:remote/promote': 'role',
  'POST /v1/admin/remotes/:remote/rollback': 'role',
  'HEAD /v1/capabilities': 'token',
  'GET /v1/workday-faq/entries': 'token',
  'HEAD /v1/workday-faq/entries': 'token',
  'POST /v1/workday-faq/ask': 'token',
  'POST /v1/realtime/auth': 'token',
  'POST /v1/microsoft-sign-in': 'signed-in',
  'GET /v1/admin/users': 'role',
  'HEAD /v1/admin/users': 'role',
  'POST /v1/admin/users/:uid/roles': 'role',
  'DELETE /v1/admin/users/:uid/roles/:role': 'role',
  'GET /v1/admin/audit': 'role',
  'HEAD /v1/admin/audit': 'role',
  'GET /v1/admin/audit.csv': 'role',
  'HEAD /v1/admin/audit.csv': 'role',
  'GET /v1/house-style/rules': 'token',
  'HEAD /v1/house-style/rules': 'token',
  'POST /v1/house-style/rules': 'role',
  'POST /v1/house-style/preview': 'role',
  'PUT /v1/house-style/rules/:id': 'role',
  'DELETE /v1/house-style/rules/:id': 'role',
  'GET /v1/house-style/rules/:id/history': 'token',
  'HEAD /v1/house-style/rules/:id/history': 'token',
  'GET /v1/house-style/desks': 'token',
  'HEAD /v1/house-style/desks': 'token',
  'POST /v1/house-style/decisions': 'token',
  'GET /v1/house-style/export.csv': 'token',
  'HEAD /v1/house-style/export.csv': 'token',
  'GET /v1/house-style/export.json': 'token',
  'HEAD /v1/house-style/export.json': 'token',
  'POST /v1/house-style/import': 'role',
  'GET /v1/history': 'token',
  'HEAD /v1/history': 'token',
  'DELETE /v1/history': 'token',
  'GET /v1/history/:id': 'token',
  'HEAD /v1/history/:id': 'token',
  'DELETE /v1/history/:id': 'token',
  'GET /v1/me/settings': 'token',
  'HEAD /v1/me/settings': 'token',
  'PUT /v1/me/settings': 'token',
  'GET /v1/admin/history-retention': 'role',
  'HEAD /v1/admin/history-retention': 'role',
  'PUT /v1/admin/history-retention': 'role',
  'GET /v1/admin/ai-policy': 'role',
  'HEAD /v1/admin/ai-policy': 'role',
  'PUT /v1/admin/ai-policy': 'role',
  'GET /v1/quota': 'token',
  'HEAD /v1/quota': 'token',
  'PUT /v1/admin/quota': 'role',
  'GET /v1/me/export': 'token',
  'POST /v1/results/rating': 'token',
  'GET /v1/admin/result-ratings': 'role',
  'HEAD /v1/admin/result-ratings': 'role',
  'GET /v1/admin/usage': 'role',
  'HEAD /v1/admin/usage': 'role',
  'GET /v1/admin/usage.csv': 'role',
  'HEAD /v1/admin/usage.csv': 'role',
  'HEAD /v1/me/export': 'token',
  'POST /internal/dashboards/import': 'admin',
  'POST /internal/roles': 'admin',
  'POST /internal/audit': 'admin',
};

/**
 * The roles a role route admits: developers the preview, portal admins the releases (/status), the
 * house style's editors and admins there, the admins elsewhere.
 */
function rolesOf(route: string): Role[] {
  if (route.endsWith('/v1/preview')) return ['developer'];
  if (route.includes('/v1/admin/remotes')) return ['portal-admin'];
  return [...(route.includes('/house-style/') ? STYLE_EDITOR_ROLES : ADMIN_ROLES)];
}

const ADMIN_TOKEN = 'admin-token-des-sicherheitstests-0123';
const GENEROUS = { perMinute: 1_000_000, signUpPerMinute: 1_000_000, shortLinksPerMinute: 1_000_000, realtimeAuthPerMinute: 1_000_000 };

type Call = { method: string; url: string; headers?: Record<string, string> };

for (const target of databaseTargets) {
  describe(`access to every route (${target.name})`, () => {
    let gateway: TestGateway;
    /** The valid token of a group user, a partner user, and the bad tokens of every kind. */
    let group: { uid: string; idToken: string };
    let partner: { uid: string; idToken: string };
    let badTokens: Record<string, Record<string, string>>;
    let stranger: string;
    let unverified: string;
    let tenantAdmin: { uid: string; idToken: string };
    let developer: { uid: string; idToken: string };
    let portalAdmin: { uid: string; idToken: string };

    before(async () => {
      gateway = await startGateway(target, {
        rateLimits: GENEROUS,
        // Admin routes and realtime on (publishing goes to a port where nothing listens).
        env: {
          ADMIN_TOKEN,
          AI_RATE_LIMIT_PER_MINUTE: '1000000',
          PUSHER_SECRET: 'geheimnis-des-sicherheitstests',
          PUSHER_HOST: '127.0.0.1',
          PUSHER_PORT: '9',
        },
      });
      await clearUsers();
      const { auth } = gateway;
      group = await createSignedInUser(auth, 'gruppe@sv-gruppe.de');
      partner = await createSignedInUser(auth, 'partner@partner-nord.de');
      const revoked = await createSignedInUser(auth, 'widerrufen@sv-gruppe.de');
      const disabled = await createSignedInUser(auth, 'gesperrt@sv-gruppe.de');
      const deleted = await createSignedInUser(auth, 'geloescht@sv-gruppe.de');
      // The client SDK can create users without the gateway; with a foreign domain they get nothing,
      // and with a group address they get nothing until the mailbox's owner confirms it.
      stranger = (await createSignedInUser(auth, 'eindringling@example.com')).idToken;
      unverified = (await signUpDirectly('fremde-adresse@sv-gruppe.de')).idToken;
      tenantAdmin = await createSignedInUser(auth, 'leitung@sv-gruppe.de');
      await gateway.db.insert(userRoles).values({ uid: tenantAdmin.uid, role: 'tenant-admin', grantedBy: 'test' });
      developer = await createSignedInUser(auth, 'entwicklung@sv-gruppe.de');
      portalAdmin = await createSignedInUser(auth, 'betrieb@sv-gruppe.de');
      await gateway.db.insert(userRoles).values({ uid: portalAdmin.uid, role: 'portal-admin', grantedBy: 'test' });
      await gateway.db.insert(userRoles).values({ uid: developer.uid, role: 'developer', grantedBy: 'test' });
      // Revocation has second resolution: a token issued in the same second still counts as valid.
      await sleep(1100);
      await auth.revokeRefreshTokens(revoked.uid);
      await auth.updateUser(disabled.uid, { disabled: true });
      await auth.deleteUser(deleted.uid);

      const claims = decodeToken(group.idToken);
      const now = Math.floor(Date.now() / 1000);
      badTokens = {
        'no token': {},
        'garbage token': bearer('das.ist-kein.token'),
        'not a JWT at all': bearer('x'),
        'Basic instead of Bearer': { authorization: `Basic ${group.idToken}` },
        'token without scheme': { authorization: group.idToken },
        'two tokens': { authorization: `Bearer ${group.idToken} ${group.idToken}` },
        'wrong signature': bearer(wronglySignedToken(claims)),
        expired: bearer(unsignedToken({ ...claims, iat: now - 7200, exp: now - 3600 })),
        'another project': bearer(
          unsignedToken({ ...claims, aud: 'anderes-projekt', iss: 'https://securetoken.google.com/anderes-projekt' }),
        ),
        'another user id forged in': bearer(unsignedToken({ ...claims, sub: 'gibt-es-nicht', user_id: 'gibt-es-nicht' })),
        revoked: bearer(revoked.idToken),
        'disabled user': bearer(disabled.idToken),
        'deleted user': bearer(deleted.idToken),
      };
    });
    after(() => gateway.close());

    const call = ({ method, url, headers = {} }: Call): Promise<LightMyRequestResponse> =>
      gateway.app.inject({
        method: method as 'GET',
        url,
        headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
        payload: method === 'POST' ? '{}' : undefined,
      });

    /** The error code, or undefined for HEAD (no body) and non-JSON answers. */
    const codeOf = (response: LightMyRequestResponse) =>
      response.body !== '' && /^application\/json/.test(String(response.headers['content-type']))
        ? (response.json() as { error?: { code?: string } }).error?.code
        : undefined;

    /** Not refused by the token or tenant checks (HEAD has no body: then its status tells). */
    const passedAccessChecks = (response: LightMyRequestResponse) =>
      response.statusCode !== 401 &&
      !['registration-failed', 'tenant-not-allowed', 'email-not-verified', 'role-missing'].includes(codeOf(response) ?? '') &&
      !(response.statusCode === 403 && response.body === '');

    function assertRefused(response: LightMyRequestResponse, status: number, code: string, context: string) {
      if (response.body === '') {
        assert.equal(response.statusCode, status, context);
        return;
      }
      assertError(response, status, code as 'session-expired', context);
    }

    test('every route is classified and its access holds', async () => {
      const routes = gateway.app.routeSummaries.map(({ method, url }) => `${method} ${url}`);
      const unclassified = routes.filter((route) => !(route in ACCESS));
      assert.deepEqual(unclassified, [], 'new routes: add them to ACCESS in security.test.ts');
      assert.deepEqual(
        Object.keys(ACCESS).filter((route) => !routes.includes(route)),
        [],
        'ACCESS lists routes the app no longer has',
      );

      // Role routes declare their roles (config.roles, next to the requireRole hook); no other route does.
      const declared = Object.fromEntries(gateway.app.routeSummaries.map(({ method, url, roles }) => [`${method} ${url}`, roles]));
      for (const route of routes) {
        if (ACCESS[route] === 'role') assert.deepEqual(declared[route], rolesOf(route), `${route} declares its roles`);
        else assert.equal(declared[route], undefined, `${route} declares roles but is classified ${ACCESS[route]}`);
      }

      // The OpenAPI description says the same about every operation it lists (x-access, x-roles).
      await gateway.app.ready();
      const description = gateway.app.swagger() as unknown as {
        paths: Record<string, Record<string, { 'x-access'?: string; 'x-roles'?: string[] }>>;
      };
      for (const [path, operations] of Object.entries(description.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
          assert.equal(operation['x-access'], ACCESS[route], `${route}: x-access of /v1/openapi.json`);
          assert.deepEqual(
            operation['x-roles'],
            declared[route] ? [...declared[route]] : undefined,
            `${route}: x-roles of /v1/openapi.json`,
          );
        }
      }

      const checked: Record<Access, number> = { public: 0, 'signed-in': 0, token: 0, group: 0, role: 0, admin: 0 };
      for (const route of routes) {
        const access = ACCESS[route]!;
        const [method, pattern] = route.split(' ') as [string, string];
        const url = pattern === '*' ? '/v1/me' : pattern.replace(/:(\w+)/g, 'abc');
        const context = `${route} (${access})`;
        checked[access] += 1;

        if (access === 'public') {
          // A public route answers the same with or without a (broken) token, and never 401/403.
          const anonymous = await call({ method, url });
          const broken = await call({ method, url, headers: bearer('das.ist-kein.token') });
          assert.ok(![401, 403].includes(anonymous.statusCode), `${context} anonymous → ${anonymous.statusCode}`);
          assert.equal(broken.statusCode, anonymous.statusCode, `${context} with a broken token`);
          continue;
        }

        if (access === 'admin') {
          const tries: Record<string, Record<string, string>> = {
            'no admin token': {},
            'empty admin token': { 'x-admin-token': '' },
            'wrong admin token': { 'x-admin-token': 'falsch-falsch-falsch-falsch-0123' },
            'admin token with a suffix': { 'x-admin-token': `${ADMIN_TOKEN}x` },
            'admin token cut short': { 'x-admin-token': ADMIN_TOKEN.slice(0, -1) },
            'admin token in upper case': { 'x-admin-token': ADMIN_TOKEN.toUpperCase() },
            'admin token as Bearer': { authorization: `Bearer ${ADMIN_TOKEN}` },
            'a valid Firebase token': bearer(group.idToken),
            'a valid Firebase token as admin token': { 'x-admin-token': group.idToken },
          };
          for (const [kind, headers] of Object.entries(tries)) {
            const response = await call({ method, url, headers });
            assert.ok([401, 403].includes(response.statusCode), `${context} ${kind} → ${response.statusCode}`);
            assert.equal(codeOf(response), 'forbidden', `${context} ${kind}`);
          }
          // Control: the right token gets past the check (an empty body is then a validation error).
          const admitted = await call({ method, url, headers: { 'x-admin-token': ADMIN_TOKEN } });
          assert.equal(admitted.statusCode, 400, `${context} with the admin token → ${admitted.body}`);
          continue;
        }

        // Control first: the group user's token (an admin's for role routes) is accepted, so the refusals
        // below are the token's doing. (An empty body may still be refused for what it says, e.g.
        // realtime's 403 for a missing channel.)
        const roles = rolesOf(route);
        const roleHolder = roles.includes('developer') ? developer : roles.includes('tenant-admin') ? tenantAdmin : portalAdmin;
        const accepted = await call({ method, url, headers: bearer(access === 'role' ? roleHolder.idToken : group.idToken) });
        assert.ok(passedAccessChecks(accepted), `${context} with a valid token → ${accepted.statusCode} ${accepted.body}`);
        // 501 no-ai-provider: a tool without a provider says so (on the default install: transcription).
        const noProvider = accepted.statusCode === 501 && codeOf(accepted) === 'no-ai-provider';
        assert.ok(accepted.statusCode < 500 || noProvider, `${context} with a valid token → ${accepted.statusCode} ${accepted.body}`);

        for (const [kind, headers] of Object.entries(badTokens)) {
          assertRefused(await call({ method, url, headers }), 401, 'session-expired', `${context} ${kind}`);
        }
        if (access === 'signed-in') {
          const tenantless = await call({ method, url, headers: bearer(stranger) });
          assert.ok(passedAccessChecks(tenantless), `${context} user without tenant → ${tenantless.statusCode} ${tenantless.body}`);
          continue;
        }
        assertRefused(await call({ method, url, headers: bearer(stranger) }), 403, 'registration-failed', `${context} user without tenant`);
        assertRefused(
          await call({ method, url, headers: bearer(unverified) }),
          403,
          'email-not-verified',
          `${context} unconfirmed address`,
        );

        const partnerAnswer = await call({ method, url, headers: bearer(partner.idToken) });
        if (access === 'role') {
          assertRefused(await call({ method, url, headers: bearer(group.idToken) }), 403, 'role-missing', `${context} staff`);
          assertRefused(partnerAnswer, 403, 'role-missing', `${context} partner staff`);
        } else if (access === 'group') {
          assertRefused(partnerAnswer, 403, 'tenant-not-allowed', `${context} partner tenant`);
        } else {
          assert.ok(passedAccessChecks(partnerAnswer), `${context} partner tenant → ${partnerAnswer.statusCode} ${partnerAnswer.body}`);
        }
      }
      // The table is not only complete but exercised: each class has routes.
      for (const [access, count] of Object.entries(checked)) assert.ok(count > 0, `no ${access} route checked`);
    });

    test("another user's resources can be neither seen nor changed", async () => {
      const anna = group;
      const ben = await createSignedInUser(gateway.auth, 'ben@sv-gruppe.de');
      const as = (user: { idToken: string }) => bearer(user.idToken);
      const post = (user: { idToken: string }, url: string, payload: object) =>
        gateway.app.inject({ method: 'POST', url, headers: as(user), payload });

      // Short links: Ben neither lists, deletes nor takes over Anna's link; its row stays as it was.
      assert.equal((await post(anna, '/v1/short-links', { url: 'https://example.org/anna', slug: 'anna-privat' })).statusCode, 201);
      const rowOf = async (slug: string) => (await gateway.db.select().from(shortLinks).where(eq(shortLinks.slug, slug)))[0];
      const before = await rowOf('anna-privat');
      const bensList = await gateway.app.inject({ method: 'GET', url: '/v1/short-links', headers: as(ben) });
      assert.deepEqual(bensList.json(), { links: [] });
      assertError(await gateway.app.inject({ method: 'DELETE', url: '/v1/short-links/anna-privat', headers: as(ben) }), 404, 'not-found');
      assertError(await post(ben, '/v1/short-links', { url: 'https://boese.example/', slug: 'anna-privat' }), 409, 'slug-taken');
      // Also from a partner tenant.
      assertError(
        await gateway.app.inject({ method: 'DELETE', url: '/v1/short-links/anna-privat', headers: as(partner) }),
        404,
        'not-found',
      );
      assert.deepEqual(await rowOf('anna-privat'), before);
      const redirect = await gateway.app.inject({ method: 'GET', url: '/s/anna-privat' });
      assert.equal(redirect.headers.location, 'https://example.org/anna');

      // Newsletter: Ben can neither read, subscribe nor unsubscribe Anna's address (any spelling).
      const list = gateway.config.newsletterListId;
      assert.equal((await post(anna, '/v1/subscribe-to-newsletter', { email: 'gruppe@sv-gruppe.de', list_id: list })).statusCode, 200);
      for (const url of ['/v1/check-newsletter-subscription', '/v1/subscribe-to-newsletter', '/v1/unsubscribe-from-newsletter']) {
        for (const email of ['gruppe@sv-gruppe.de', 'GRUPPE@SV-Gruppe.de', ' gruppe@sv-gruppe.de ']) {
          assertError(await post(ben, url, { email, list_id: list }), 403, 'forbidden', `${url} ${email}`);
        }
      }
      const subscriptions = await gateway.db
        .select({ uid: newsletterSubscriptions.uid })
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.listId, list), eq(newsletterSubscriptions.email, 'gruppe@sv-gruppe.de')));
      assert.deepEqual(subscriptions, [{ uid: anna.uid }], "Anna's subscription is unchanged");

      // Realtime: Ben cannot join Anna's private channel.
      const channel = await post(ben, '/v1/realtime/auth', { socket_id: '123.456', channel_name: userChannel(anna.uid) });
      assertError(channel, 403, 'forbidden');
      assert.equal((await post(anna, '/v1/realtime/auth', { socket_id: '123.456', channel_name: userChannel(anna.uid) })).statusCode, 200);

      // /v1/me: a token names its user; the answer is that user's own record, nobody else's.
      const me = await gateway.app.inject({ method: 'GET', url: '/v1/me', headers: as(ben) });
      assert.equal(me.json().user.uid, ben.uid);
    });
  });
}
