/** The short links' targets in memory (src/shortLinks/targets.ts): kept for their TTL, forgotten on delete, bounded. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Database } from '../src/db/client.ts';
import { forgetTarget, knownTarget, rememberTarget, TARGET_TTL_MS } from '../src/shortLinks/targets.ts';

const database = () => ({}) as Database;

describe('short-link targets in memory', () => {
  test('a target is known until its TTL, then asked again', () => {
    const db = database();
    rememberTarget(db, 'kultur', 'https://example.org/kultur', 1_000);
    assert.equal(knownTarget(db, 'kultur', 1_000 + TARGET_TTL_MS - 1), 'https://example.org/kultur');
    assert.equal(knownTarget(db, 'kultur', 1_000 + TARGET_TTL_MS), undefined);
    assert.equal(knownTarget(database(), 'kultur', 1_000), undefined, 'each database has its own');
  });

  test('a deleted link is forgotten at once', () => {
    const db = database();
    rememberTarget(db, 'weg', 'https://example.org/weg');
    forgetTarget(db, 'weg');
    assert.equal(knownTarget(db, 'weg'), undefined);
  });

  test('worst case: a flood of distinct slugs keeps at most 10 000, the oldest go first (a thousand at a time)', () => {
    const db = database();
    // Not timed: a wall-clock bound fails on a busy machine. Dropping a thousand per full cache keeps
    // the work per insert constant (one at a time made this loop take ~2 s).
    for (let index = 0; index < 200_000; index += 1) rememberTarget(db, `s${index}`, `https://example.org/${index}`, 0);
    const known = Array.from({ length: 200_000 }, (_, index) => index).filter((index) => knownTarget(db, `s${index}`, 1));
    assert.ok(known.length <= 10_000 && known.length >= 9_000, `${known.length} kept`);
    assert.equal(known[0], 200_000 - known.length, 'the newest are kept');
    assert.equal(knownTarget(db, 's199999', 1), 'https://example.org/199999');
  });
});
