/**
 * npm run --silent audit -w gateway -- <release.…> "<what>"
 * An audit entry for a release step (scripts/release.mjs calls it after each one): into the database,
 * or through the running gateway that holds it. Exit codes: 0 written, 1 not written, 2 wrong arguments.
 */
import { RELEASE_AUDIT_ACTIONS } from 'portal-contract/schemas';
import { commandConfig } from './commandDatabase.ts';
import { recordCommandAudit } from './commandAudit.ts';

const [action, target] = process.argv.slice(2);
if (!(RELEASE_AUDIT_ACTIONS as readonly string[]).includes(action ?? '') || !target?.trim()) {
  console.error(`✖ Aufruf: npm run audit -w gateway -- <${RELEASE_AUDIT_ACTIONS.join('|')}> "Was"`);
  process.exit(2);
}

try {
  await recordCommandAudit(commandConfig(), { action: action as (typeof RELEASE_AUDIT_ACTIONS)[number], target: target.trim() });
} catch (error) {
  console.error(`✖ Nicht ins Protokoll geschrieben: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
