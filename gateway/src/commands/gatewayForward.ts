/**
 * For a command whose database a running gateway holds (PGlite allows one process): send the work to
 * that gateway's /internal/… route with the ADMIN_TOKEN. The pid from `gateway.lock` goes along, so
 * another gateway on the same port (with another data folder) refuses instead of acting on the wrong
 * database. Errors are German sentences for the operator.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { LOCK_HOLDER_HEADER } from '../dashboards/importRoute.ts';

export type GatewayAnswer = { status: number; body: Record<string, unknown> & { error?: { message?: string; details?: string[] } } };

/** Where the running gateway listens: PORT, else the port of GATEWAY_URL (as `npm start` picks it), else 8080. */
export function gatewayPort(config: Config): number {
  const gatewayUrl = process.env.GATEWAY_URL;
  if (process.env.PORT || !gatewayUrl || !URL.canParse(gatewayUrl)) return config.port;
  return Number(new URL(gatewayUrl).port) || config.port;
}

export async function postToGateway(config: Config, path: string, payload: unknown, timeoutMs = 30_000): Promise<GatewayAnswer> {
  if (!config.adminToken) {
    throw new Error(
      'kein ADMIN_TOKEN (weder in der Umgebung noch in .data/run/admin-token) – stoppe das Gateway oder setze ADMIN_TOKEN wie beim Gateway.',
    );
  }
  const port = gatewayPort(config);
  const url = `http://127.0.0.1:${port}${path}`;
  let holder = '';
  try {
    holder = readFileSync(resolve(config.dataDir, 'gateway.lock'), 'utf8').trim();
  } catch {
    // The gateway stopped in the meantime; without the header any gateway on the port would do.
    throw new Error('das Gateway wurde inzwischen beendet – bitte den Befehl noch einmal starten.');
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': config.adminToken, [LOCK_HOLDER_HEADER]: holder },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new Error(`${url} ist nicht erreichbar (${cause}); läuft das Gateway auf Port ${port} (PORT)?`);
  }
  const body = (await response.json().catch(() => ({}))) as GatewayAnswer['body'];
  switch (response.status) {
    case 401:
      throw new Error('das Gateway lehnt den ADMIN_TOKEN ab (ein anderer als beim Gateway?).');
    case 404:
      if (!body.error || body.error.message === undefined)
        throw new Error(`das Gateway auf Port ${port} nimmt keine Befehle an (dort ist ADMIN_TOKEN nicht gesetzt).`);
      break;
    case 421:
      throw new Error(`auf Port ${port} läuft ein anderes Gateway als Prozess ${holder}, der die Datenbank hält.`);
  }
  return { status: response.status, body };
}
