/**
 * PGlite in its own thread (src/db/pgliteThread.ts): a long statement leaves the event loop free,
 * a transaction holds the connection (a statement from outside waits for its end, a failed one is
 * rolled back), database errors keep their code, and a closed database refuses further statements.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { openPgliteInThread, type PgliteInThread } from '../src/db/pgliteThread.ts';

describe('PGlite in a thread of its own', () => {
  let dataDir: string;
  let database: PgliteInThread;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    database = await openPgliteInThread(dataDir);
    await database.exec('create table notes (id int primary key, text text not null)');
  });
  after(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a long statement does not hold the event loop', async () => {
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 10);
    const started = performance.now();
    // Work inside the database (a generated series, a text function per row): ~0.2–0.5 s here.
    await database.query('select sum(length(md5(i::text))) from generate_series(1, 300000) as i');
    const elapsed = performance.now() - started;
    clearInterval(ticking);
    // In the loop's own thread it would tick not once; a quarter of the ticks due leaves room for a busy machine.
    assert.ok(ticks >= Math.floor(elapsed / 40), `the loop ticked ${ticks} times in ${Math.round(elapsed)} ms`);
    assert.ok(ticks > 0);
  });

  test('rows come back as drizzle asks: arrays, and dates kept as text', async () => {
    const parsers = { 1184: (value: string) => value };
    const result = await database.query<unknown[]>("select 1::int as n, timestamptz '2026-11-28 12:00:00+00' as at", [], {
      rowMode: 'array',
      parsers,
    });
    assert.deepEqual(result.rows, [[1, '2026-11-28 12:00:00+00']]);
    await assert.rejects(database.query('select 1', [], { parsers: { 1184: (value: string) => new Date(value) } }), /Parser für Typ 1184/);
  });

  test('a transaction holds the connection; a failed one is rolled back', async () => {
    let inside = false;
    let sawInside: boolean | undefined;
    let outside: Promise<number> | undefined;
    const transaction = database.transaction(async (tx) => {
      inside = true;
      await tx.query('insert into notes values (1, $1)', ['erste']);
      // Sent from outside while the transaction runs: answered after it, seeing both rows.
      outside = database.query<{ count: number }>('select count(*)::int as count from notes').then((result) => {
        sawInside = inside;
        return result.rows[0]!.count;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query('insert into notes values (2, $1)', ['zweite']);
      inside = false;
    });
    await transaction;
    assert.equal(await outside, 2);
    assert.equal(sawInside, false);

    await assert.rejects(
      database.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dritte']);
        throw new Error('abgebrochen');
      }),
      /abgebrochen/,
    );
    const { rows } = await database.query<{ count: number }>('select count(*)::int as count from notes');
    assert.equal(rows[0]!.count, 2, 'the failed transaction left nothing');
  });

  test('database errors keep their fields', async () => {
    await assert.rejects(database.query('insert into notes values (1, $1)', ['doppelt']), (error: Error & { code?: string }) => {
      assert.equal(error.code, '23505');
      assert.match(error.message, /duplicate key/);
      return true;
    });
  });

  test('a closed database refuses statements', async () => {
    const otherDir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    const other = await openPgliteInThread(otherDir);
    await other.close();
    await assert.rejects(other.query('select 1'), /geschlossen/);
    await rm(otherDir, { recursive: true, force: true });
  });
});
