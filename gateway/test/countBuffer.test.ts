/**
 * The buffer behind click and source-check counts: counts of a key add up in memory, one write per
 * period carries every key, a failed write loses nothing, and a flush writes at once.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'node:test';
import { CountBuffer } from '../src/db/countBuffer.ts';

function recordingBuffer(periodMs: number, failures = 0) {
  const writes: Array<Record<string, number>> = [];
  const errors: unknown[] = [];
  let toFail = failures;
  const buffer = new CountBuffer<number>(
    periodMs,
    (known, added) => known + added,
    async (counts) => {
      if (toFail > 0) {
        toFail -= 1;
        throw new Error('database away');
      }
      writes.push(Object.fromEntries(counts));
    },
    (error) => errors.push(error),
  );
  return { buffer, writes, errors };
}

describe('CountBuffer', () => {
  test('counts of a period are summed per key and written in one go, after the period', async () => {
    const { buffer, writes } = recordingBuffer(30);
    for (const key of ['a', 'b', 'a', 'a']) buffer.add(key, 1);
    assert.deepEqual(writes, [], 'nothing written before the period ends');
    await sleep(80);
    assert.deepEqual(writes, [{ a: 3, b: 1 }]);
    buffer.add('b', 2);
    await sleep(80);
    assert.deepEqual(writes, [{ a: 3, b: 1 }, { b: 2 }], 'the next period starts with its first count');
  });

  test('flush writes what waits at once, and nothing when nothing waits', async () => {
    const { buffer, writes } = recordingBuffer(60_000);
    buffer.add('a', 1);
    await buffer.flush();
    await buffer.flush();
    assert.deepEqual(writes, [{ a: 1 }]);
  });

  test('a failed write loses no count: it is written with the next counts', async () => {
    const { buffer, writes, errors } = recordingBuffer(60_000, 1);
    buffer.add('a', 2);
    await buffer.flush();
    assert.equal(errors.length, 1);
    assert.deepEqual(writes, []);
    buffer.add('a', 1);
    buffer.add('c', 1);
    await buffer.flush();
    assert.deepEqual(writes, [{ a: 3, c: 1 }]);
  });

  test('counts added while a write is under way wait for the next write and keep their timer', async () => {
    let release!: () => void;
    const writes: Array<Record<string, number>> = [];
    const buffer = new CountBuffer<number>(
      20,
      (known, added) => known + added,
      async (counts) => {
        writes.push(Object.fromEntries(counts));
        if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => undefined,
    );
    buffer.add('a', 1);
    const first = buffer.flush();
    await sleep(5);
    buffer.add('a', 1);
    release();
    await first;
    await sleep(60);
    assert.deepEqual(writes, [{ a: 1 }, { a: 1 }]);
  });
});
