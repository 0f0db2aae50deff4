/**
 * An audit entry from a command line tool: into the database, or through the running gateway that
 * holds it (PGlite). A command whose work is done reports a failed entry as a warning.
 */
import { recordAudit } from '../audit/auditLog.ts';
import type { Config } from '../config.ts';
import { DatabaseBusyError, openDatabase, pgliteHolder } from '../db/client.ts';
import type { AuditAction } from 'portal-contract/schemas';
import { postToGateway } from './gatewayForward.ts';

/** The actions a command line tool may write: an announcement, the release steps. */
export type CommandAuditEntry = { action: Extract<AuditAction, 'announcement.send' | `release.${string}`>; target: string };

export async function recordCommandAudit(config: Config, entry: CommandAuditEntry): Promise<void> {
  if (!config.databaseUrl && pgliteHolder(config.dataDir) !== undefined) return throughGateway(config, entry);
  try {
    const database = await openDatabase(config);
    try {
      await recordAudit(database.db, { ...entry, actorEmail: 'Kommandozeile' });
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    await throughGateway(config, entry);
  }
}

async function throughGateway(config: Config, entry: CommandAuditEntry): Promise<void> {
  const { status, body } = await postToGateway(config, '/internal/audit', entry);
  if (status !== 204) throw new Error(`das Gateway antwortet mit HTTP ${status} (${body.error?.message ?? 'ohne Meldung'}).`);
}
