/**
 * `npm run audit -w gateway -- <release.…> "<what>"`: the release commands' entries in the audit log
 * (scripts/release.mjs calls it after each step). Only release actions; the command line is the actor.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { auditLog } from '../src/db/schema.ts';
import { openDatabase } from '../src/db/client.ts';
import { runCommand } from './support/commands.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'release-audit-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('a release step is written into the audit log; anything else is refused', async () => {
  const staged = await runCommand(
    'audit.ts',
    ['release.stage', 'mfe-seo 0.2.0-20261127080000 für den Mandanten Partnerverlag Nord (erika@sv-gruppe.de)'],
    { dataDir, databaseUrl: undefined },
  );
  assert.equal(staged.code, 0, staged.stderr);
  for (const args of [['announcement.send', 'x'], ['role.grant', 'x'], ['release.stage', '  '], []]) {
    const refused = await runCommand('audit.ts', args, { dataDir, databaseUrl: undefined });
    assert.equal(refused.code, 2, `${args.join(' ')}: ${refused.stderr}`);
    assert.match(refused.stderr, /Aufruf: npm run audit/);
  }
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    const logged = await database.db
      .select({ action: auditLog.action, actor: auditLog.actorEmail, target: auditLog.target })
      .from(auditLog);
    assert.deepEqual(logged, [
      {
        action: 'release.stage',
        actor: 'Kommandozeile',
        target: 'mfe-seo 0.2.0-20261127080000 für den Mandanten Partnerverlag Nord (erika@sv-gruppe.de)',
      },
    ]);
  } finally {
    await database.close();
  }
});
