/**
 * The Workday FAQ table: filled from data/workday-faq.json at every start (not only demo runs),
 * changed entries updated, removed ones deleted, unchanged ones left alone; a broken file stops
 * the start with a German message.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { faqEntries } from '../src/db/schema.ts';
import { FAQ_FILE, readFaqFile, seedFaqEntries } from '../src/faq/seedFaq.ts';
import { databaseTargets } from './support/databases.ts';
import { clearUsers, createSignedInUser } from './support/emulator.ts';
import { bearer, startGateway, type TestGateway } from './support/testGateway.ts';

for (const target of databaseTargets) {
  describe(`Workday FAQ entries (${target.name})`, () => {
    let gateway: TestGateway;
    let folder: string;
    before(async () => {
      gateway = await startGateway(target);
      folder = await mkdtemp(join(tmpdir(), 'faq-test-'));
    });
    after(async () => {
      await gateway.close();
      await rm(folder, { recursive: true, force: true });
    });

    const rows = () => gateway.db.select().from(faqEntries).orderBy(asc(faqEntries.position));
    const faqFile = async (entries: unknown) => {
      const file = join(folder, `faq-${Math.random().toString(36).slice(2)}.json`);
      await writeFile(file, JSON.stringify(entries));
      return file;
    };

    test('the gateway start filled the table from data/workday-faq.json, in file order', async () => {
      const file = await readFaqFile(FAQ_FILE);
      const stored = await rows();
      assert.deepEqual(
        stored.map(({ id, category, question, answer }) => ({ id, category, question, answer })),
        file,
      );
    });

    test('GET /v1/workday-faq/entries lists them for any tenant', async () => {
      await clearUsers();
      const { idToken } = await createSignedInUser(gateway.auth, 'faq@partner-nord.de');
      const response = await gateway.app.inject({ method: 'GET', url: '/v1/workday-faq/entries', headers: bearer(idToken) });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().entries, await readFaqFile(FAQ_FILE));
    });

    test('a new file version: changed entries updated, removed ones deleted, unchanged ones untouched', async () => {
      const original = await readFaqFile(FAQ_FILE);
      const [first, second, ...rest] = original;
      assert.ok(first && second && rest.length > 0);
      const before = new Map((await rows()).map((row) => [row.id, row.updatedAt.getTime()]));
      await new Promise((done) => setTimeout(done, 20));

      const changed = { ...second, answer: `${second.answer} (Stand: neu)` };
      const added = { id: 'neu-im-faq', category: 'Sonstiges', question: 'Gibt es etwas Neues?', answer: 'Ja.' };
      const removed = rest.at(-1)!;
      const kept = rest.slice(0, -1);
      assert.equal(await seedFaqEntries(gateway.db, await faqFile([first, changed, ...kept, added])), original.length);

      const after = await rows();
      assert.deepEqual(
        after.map((row) => row.id),
        [first.id, changed.id, ...kept.map((entry) => entry.id), added.id],
      );
      assert.equal(
        after.find((row) => row.id === removed.id),
        undefined,
        'removed from the file → removed from the table',
      );
      assert.equal(after[1]?.answer, changed.answer);
      assert.ok(after[1]!.updatedAt.getTime() > before.get(changed.id)!, 'changed → new updated_at');
      assert.equal(after[0]!.updatedAt.getTime(), before.get(first.id), 'unchanged → same updated_at');

      // Back to the real file, as the next start would do.
      await seedFaqEntries(gateway.db);
      assert.equal((await rows()).length, original.length);
      const [restored] = await gateway.db.select().from(faqEntries).where(eq(faqEntries.id, removed.id));
      assert.equal(restored?.question, removed.question);
      assert.equal((await gateway.db.select().from(faqEntries).where(eq(faqEntries.id, added.id))).length, 0);
    });

    test('a broken file is refused with a German message and changes nothing', async () => {
      const count = (await rows()).length;
      for (const broken of [
        [],
        [{ id: 'a', category: 'x', question: 'Frage?' }],
        [
          { id: 'doppelt', category: 'x', question: 'a', answer: 'b' },
          { id: 'doppelt', category: 'x', question: 'c', answer: 'd' },
        ],
        [{ id: ' ', category: 'x', question: 'a', answer: 'b' }],
        { entries: [] },
      ]) {
        await assert.rejects(seedFaqEntries(gateway.db, await faqFile(broken)), /ist keine gültige FAQ/, JSON.stringify(broken));
      }
      assert.equal((await rows()).length, count);
    });
  });
}
