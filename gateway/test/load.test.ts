/**
 * 200 users at once over real HTTP against a listening gateway: all call GET /v1/me at the same
 * moment, then all create a short link at the same moment. No error, and every answer belongs to the
 * one who asked (a mix-up between concurrent requests would show as someone else's uid or link).
 * Durations are reported (t.diagnostic), not asserted: budgets are checked by a command, not a test.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { shortLinks } from '../src/db/schema.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { startGateway, type TestGateway } from './support/testGateway.ts';

const USERS = 200;
const CREATE_BATCH = 25;

type User = { uid: string; email: string; idToken: string };

for (const target of databaseTargets) {
  describe(`${USERS} concurrent users (${target.name})`, () => {
    let gateway: TestGateway;
    let origin: string;
    let users: User[] = [];

    before(async () => {
      gateway = await startGateway(target);
      await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      origin = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`;
      await clearUsers();
      // In parallel batches: the emulator takes a few dozen sign-ups at once without trouble.
      for (let start = 0; start < USERS; start += CREATE_BATCH) {
        const batch = Array.from({ length: Math.min(CREATE_BATCH, USERS - start) }, async (_, offset) => {
          const email = `last${start + offset}@sv-gruppe.de`;
          return { email, ...(await createSignedInUser(gateway.auth, email)) };
        });
        users.push(...(await Promise.all(batch)));
      }
    });
    after(async () => {
      users = [];
      await gateway.close();
    });

    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: Math.round(performance.now() - started) };
    };

    test('GET /v1/me: every user gets their own record', async (t) => {
      assert.equal(users.length, USERS);
      const { result, ms } = await timed(() =>
        Promise.all(
          users.map(async (user) => {
            const response = await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${user.idToken}` } });
            return {
              user,
              status: response.status,
              body: (await response.json()) as { user: { uid: string; email: string; tenant: string } },
            };
          }),
        ),
      );
      for (const { user, status, body } of result) {
        assert.equal(status, 200, `${user.email}: ${JSON.stringify(body)}`);
        assert.deepEqual([body.user.uid, body.user.email, body.user.tenant], [user.uid, user.email, 'SV-Gruppe']);
      }
      t.diagnostic(`${USERS} × GET /v1/me at once: ${ms} ms in all`);
    });

    test('POST /v1/short-links: 200 distinct links, each listed only for its owner', async (t) => {
      const { result, ms } = await timed(() =>
        Promise.all(
          users.map(async (user) => {
            const response = await fetch(`${origin}/v1/short-links`, {
              method: 'POST',
              headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
              body: JSON.stringify({ url: `https://example.org/${user.uid}` }),
            });
            return { user, status: response.status, body: (await response.json()) as { link: { slug: string; url: string } } };
          }),
        ),
      );
      for (const { user, status, body } of result) {
        assert.equal(status, 201, `${user.email}: ${JSON.stringify(body)}`);
        assert.equal(body.link.url, `https://example.org/${user.uid}`);
      }
      assert.equal(new Set(result.map(({ body }) => body.link.slug)).size, USERS, 'distinct slugs');
      t.diagnostic(`${USERS} × POST /v1/short-links at once: ${ms} ms in all`);

      const lists = await timed(() =>
        Promise.all(
          result.map(async ({ user, body }) => {
            const response = await fetch(`${origin}/v1/short-links`, { headers: { authorization: `Bearer ${user.idToken}` } });
            const { links } = (await response.json()) as { links: { slug: string }[] };
            assert.deepEqual(
              links.map(({ slug }) => slug),
              [body.link.slug],
              user.email,
            );
          }),
        ),
      );
      t.diagnostic(`${USERS} × GET /v1/short-links at once: ${lists.ms} ms in all`);
      assert.equal((await gateway.db.select().from(shortLinks)).length, USERS);
    });
  });
}
