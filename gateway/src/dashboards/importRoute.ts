/**
 * `POST /internal/dashboards/import` (README, "Contract: realtime"): dashboard rows from the import
 * command while this gateway holds the PGlite database, or from any tool of the operators. Not under
 * /v1, no CORS (app.ts), no Firebase token: the shared `ADMIN_TOKEN` in `X-Admin-Token`, compared in
 * constant time before the body is read. Only registered when ADMIN_TOKEN is set.
 *
 * The rows go through the same checks as a CSV file (dashboards/importCsv.ts), are written in one
 * transaction, and `dashboards-updated` is published on the product channel (fire-and-forget).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { productChannel, realtimeEvents } from 'portal-contract';
import { DATA_SET_NAMES, checkRows, importRows, isDataSetName, jsonRows } from './importCsv.ts';
import { recordAudit } from '../audit/auditLog.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { dashboardsUpdated } from '../realtime/publisher.ts';
import { dashboardCache } from './cache.ts';

/** Large exports (a year of top-30 rows is ~11 000 rows) fit; anything beyond is refused with 413. */
export const INTERNAL_IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The import command sends the pid it read from `gateway.lock`: a gateway that is not that process
 * (another instance on the same port, with another data folder) refuses with 421 instead of importing
 * into the wrong database.
 */
export const LOCK_HOLDER_HEADER = 'x-lock-holder-pid';

/** Equal-length digests, so neither the content nor the length of the token leaks through timing. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** 400 validation-failed with the German list of every bad row in `error.details`. */
class RowsRefused extends ApiError {
  constructor(details: string[]) {
    super(400, 'validation-failed', undefined, details);
  }
}

type InternalImportOptions = { db: Database; adminToken: string; productSlug: string };

const internalImport: FastifyPluginAsync<InternalImportOptions> = async (app, { db, adminToken, productSlug }) => {
  app.addHook('onRequest', async (request) => {
    // 401 with the code `forbidden` (the contract): there is no session to renew, only a wrong key.
    if (!sameToken(request.headers['x-admin-token'], adminToken)) throw new ApiError(401, 'forbidden');
  });

  app.post('/dashboards/import', { bodyLimit: INTERNAL_IMPORT_BODY_LIMIT }, async (request) => {
    const holder = request.headers[LOCK_HOLDER_HEADER];
    if (holder !== undefined && holder !== String(process.pid)) throw new ApiError(421, 'bad-request');

    const { set, rows } = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (!isDataSetName(set)) throw new RowsRefused([`„set“ muss einer von ${DATA_SET_NAMES.join(', ')} sein.`]);
    if (!Array.isArray(rows) || rows.length === 0) throw new RowsRefused(['„rows“ muss eine Liste mit mindestens einer Zeile sein.']);
    const checked = checkRows(set, jsonRows(set, rows));
    if (!checked.ok) throw new RowsRefused(checked.errors);

    const imported = await importRows(db, set, checked.rows);
    dashboardCache(db).forget(set); // this instance answers with the new rows at once
    request.log.info({ set, imported }, 'dashboard rows imported');
    await recordAudit(db, {
      action: 'dashboards.import',
      actorEmail: 'Kommandozeile',
      target: `${set}: ${imported} Zeilen`,
      requestId: request.id,
    });
    void app.realtime.publish(productChannel(productSlug), realtimeEvents.dashboardsUpdated, dashboardsUpdated(set, imported));
    return { imported };
  });
};

export default internalImport;
