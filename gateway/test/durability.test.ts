/**
 * No acknowledged write is lost when the gateway dies: the real gateway (src/main.ts as a child
 * process) takes a stream of concurrent writes over HTTP — short links, feedback, newsletter
 * subscriptions — and is killed with SIGKILL mid-stream, twice. After each restart on the same data
 * every write that got a 2xx answer must be there: short links and subscriptions read back through
 * the API, feedback (write-only there) from the database once the gateway is stopped.
 * (SIGKILL, not power loss: what the process had handed to the operating system counts as written.
 * PGlite writes its files through the OS, so a killed process loses nothing it had acknowledged.)
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { feedback, historyEntries, usageDaily } from '../src/db/schema.ts';
import { seedAccounts } from '../src/db/seed.ts';
import { openFirebaseAuth, type FirebaseAuth } from '../src/firebase.ts';
import { databaseTargets, type DatabasePlace } from './support/databases.ts';
import { EMULATOR_HOST, clearUsers, createSignedInUser } from './support/emulator.ts';
import { startGatewayProcess, stopGatewayProcess } from './support/gatewayProcess.ts';
import { freePort } from './support/pusherStandIn.ts';

const USERS = 12;
/** Kill once this many more writes were acknowledged since the start (or the last restart). */
const ACKS_BEFORE_KILL = 150;
const ROUNDS = 2;
const NEWSLETTER_LIST = 896;

type User = { uid: string; email: string; idToken: string };
type Acknowledged = { links: Map<string, { slug: string; url: string }[]>; feedbackIds: string[]; subscribed: Set<string> };

for (const target of databaseTargets) {
  describe(`durability after SIGKILL (${target.name})`, () => {
    let place: DatabasePlace;
    let firebase: FirebaseAuth;
    let users: User[];

    before(async () => {
      place = await target.create();
      // The tenants, as a deployment has them before the first start (main.ts seeds them only for demos).
      const config = loadConfig({
        DATA_DIR: place.dataDir,
        DATABASE_URL: place.databaseUrl,
        FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
        ALLOW_AUTH_EMULATOR: 'true',
      });
      const database = await openDatabase(config);
      await seedAccounts(database.db);
      await database.close();
      firebase = openFirebaseAuth(config);
      await clearUsers();
      users = await Promise.all(
        Array.from({ length: USERS }, async (_, index) => {
          const email = `schreiber${index}@sv-gruppe.de`;
          return { email, ...(await createSignedInUser(firebase.auth, email)) };
        }),
      );
    });
    after(async () => {
      await firebase.close();
      await place.drop();
    });

    test(`every acknowledged write survives ${ROUNDS} SIGKILLs`, async (t) => {
      const port = await freePort();
      const acked: Acknowledged = { links: new Map(users.map((user) => [user.uid, []])), feedbackIds: [], subscribed: new Set() };
      let total = 0;
      const figures: string[] = [];

      for (let round = 1; round <= ROUNDS; round += 1) {
        const running = await startGatewayProcess(place, port, { NEWSLETTER_LIST_ID: String(NEWSLETTER_LIST) });
        let stop = false;
        let ackedThisRound = 0;
        let failed = 0;
        const post = async (user: User, path: string, body: unknown) => {
          const response = await fetch(`${running.origin}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as Record<string, unknown> };
        };
        // One writer per user, each sending its next write as soon as the previous one was answered.
        const writer = async (user: User, index: number) => {
          for (let n = 0; !stop; n += 1) {
            try {
              const kind = n % 3;
              if (kind === 0 && n < 3 * 25) {
                // Short links: at most 25 per user and round, under the 30/min limit of main.ts.
                const slug = `r${round}-u${index}-n${n}`;
                const url = `https://example.org/${slug}`;
                const { status } = await post(user, '/v1/short-links', { url, slug });
                if (status === 201) acked.links.get(user.uid)!.push({ slug, url });
                else throw new Error(`short link ${status}`);
              } else if (kind === 1 && n === 1) {
                const { status } = await post(user, '/v1/subscribe-to-newsletter', { email: user.email, list_id: NEWSLETTER_LIST });
                if (status === 200) acked.subscribed.add(user.email);
                else throw new Error(`newsletter ${status}`);
              } else {
                const { status, json } = await post(user, '/v1/feedback', {
                  category: 'idea',
                  message: `Runde ${round}, Nutzer ${index}, Nr. ${n}`,
                });
                if (status === 201) acked.feedbackIds.push(String(json.id));
                else throw new Error(`feedback ${status}`);
              }
              ackedThisRound += 1;
              total += 1;
            } catch (error) {
              // After the kill, requests in flight fail: those were never acknowledged.
              if (!stop) throw error;
              failed += 1;
            }
          }
        };
        // A writer that fails before the kill ends the round: its gateway is stopped, not left running.
        let writerFailure: unknown;
        const writers = users.map((user, index) =>
          writer(user, index).catch((error: unknown) => {
            writerFailure ??= error;
          }),
        );
        const started = Date.now();
        while (ackedThisRound < ACKS_BEFORE_KILL) {
          if (writerFailure !== undefined || running.child.exitCode !== null) {
            running.child.kill('SIGKILL');
            throw writerFailure ?? new Error(`gateway ended: ${running.stderr()}`);
          }
          await sleep(5);
        }
        // Mid-stream: every writer has a request in flight right now.
        running.child.kill('SIGKILL');
        stop = true;
        await once(running.child, 'exit').catch(() => undefined);
        await Promise.all(writers);
        if (writerFailure !== undefined) throw writerFailure;
        figures.push(`round ${round}: ${ackedThisRound} acknowledged in ${Date.now() - started} ms, ${failed} cut off by the kill`);
      }

      // Restart on the same data and read everything back.
      const running = await startGatewayProcess(place, port, { NEWSLETTER_LIST_ID: String(NEWSLETTER_LIST) });
      try {
        for (const user of users) {
          const response = await fetch(`${running.origin}/v1/short-links`, { headers: { authorization: `Bearer ${user.idToken}` } });
          const { links } = (await response.json()) as { links: { slug: string; url: string }[] };
          const stored = new Map(links.map((link) => [link.slug, link.url]));
          for (const { slug, url } of acked.links.get(user.uid)!)
            assert.equal(stored.get(slug), url, `short link ${slug} of ${user.email}`);
          const check = await fetch(`${running.origin}/v1/check-newsletter-subscription`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ email: user.email, list_id: NEWSLETTER_LIST }),
          });
          if (acked.subscribed.has(user.email)) assert.deepEqual(await check.json(), { hasSubscribed: true }, user.email);
        }
      } finally {
        await stopGatewayProcess(running, 'SIGTERM');
      }
      const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
      try {
        const found = new Set<string>();
        for (let i = 0; i < acked.feedbackIds.length; i += 500) {
          const rows = await database.db
            .select({ id: feedback.id })
            .from(feedback)
            .where(inArray(feedback.id, acked.feedbackIds.slice(i, i + 500)));
          for (const { id } of rows) found.add(id);
        }
        assert.deepEqual(
          acked.feedbackIds.filter((id) => !found.has(id)),
          [],
          'acknowledged feedback missing',
        );
      } finally {
        await database.close();
      }
      const links = [...acked.links.values()].reduce((sum, list) => sum + list.length, 0);
      figures.push(
        `checked ${total} acknowledged writes: ${links} short links, ${acked.feedbackIds.length} feedback, ${acked.subscribed.size} subscriptions`,
      );
      t.diagnostic(`${target.name}: ${figures.join('; ')}`);
      assert.ok(total >= ROUNDS * ACKS_BEFORE_KILL);
    });

    test('stopped with SIGTERM, the gateway first writes the usage counts and history entries it was still gathering', async () => {
      const running = await startGatewayProcess(place, await freePort(), { NEWSLETTER_LIST_ID: String(NEWSLETTER_LIST) });
      const text = 'Der Stadtrat hat am Dienstag den Ausbau der Straßenbahn nach Freiham beschlossen. Die Linie fährt ab 2029.';
      for (const user of users) {
        const response = await fetch(`${running.origin}/v1/tools/keywords`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text, max: 5 }),
        });
        assert.equal(response.status, 200);
      }
      // At once: counts wait up to a second and entries 25 ms before they are written.
      await stopGatewayProcess(running, 'SIGTERM');
      const database = await openDatabase({ databaseUrl: place.databaseUrl, dataDir: place.dataDir });
      try {
        const uids = users.map((user) => user.uid);
        const [counted] = await database.db
          .select({ runs: sql<number>`sum(${usageDaily.runs})::int` })
          .from(usageDaily)
          .where(and(eq(usageDaily.tool, 'keyword-extraction'), inArray(usageDaily.uid, uids)));
        assert.equal(counted?.runs, USERS);
        const kept = await database.db
          .select({ uid: historyEntries.uid })
          .from(historyEntries)
          .where(and(eq(historyEntries.tool, 'keyword-extraction'), inArray(historyEntries.uid, uids)));
        assert.equal(kept.length, USERS);
      } finally {
        await database.close();
      }
    });
  });
}
