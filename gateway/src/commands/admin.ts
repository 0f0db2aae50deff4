/**
 * npm run admin -- grant|revoke <e-mail> <role>
 * Grants or revokes a role (style-editor, tenant-admin, portal-admin, developer) — how the first
 * admins are made; afterwards tenant admins use /admin/users. Writes the audit log and the token
 * claim. While a gateway holds the PGlite database, the change goes through its /internal/roles.
 * Exit codes: 0 done, 1 failed (unknown user, gateway refused), 2 wrong arguments.
 */
import { isRole, ROLES } from 'portal-contract';
import { DatabaseBusyError, openDatabase } from '../db/client.ts';
import { openFirebaseAuth } from '../firebase.ts';
import { roleByCommand, UnknownUserError } from '../roles/roles.ts';
import { commandConfig, fail } from './commandDatabase.ts';
import { postToGateway } from './gatewayForward.ts';

const USAGE = `Aufruf: npm run admin -- grant|revoke <e-mail> <${ROLES.join('|')}>`;
const [verb, email, role, ...rest] = process.argv.slice(2);
if ((verb !== 'grant' && verb !== 'revoke') || !email || !isRole(role) || rest.length > 0) {
  if (role !== undefined && !isRole(role)) console.error(`✖ Unbekannte Rolle „${role}“.`);
  console.error(USAGE);
  process.exit(2);
}
const grant = verb === 'grant';
const config = commandConfig();

function done(result: { email: string; tenant: string | null; roles: readonly string[] }): never {
  console.log(
    `✔ ${result.email}${result.tenant ? ` (${result.tenant})` : ' (noch keinem Mandanten zugeordnet)'}: ${grant ? 'Rolle vergeben' : 'Rolle entzogen'} – ${role}.`,
  );
  console.log(
    `  Rollen jetzt: ${result.roles.length ? result.roles.join(', ') : 'keine (Mitarbeitende)'}. Gilt ab der nächsten Anfrage; das Protokoll hat den Eintrag.`,
  );
  process.exit(0);
}

let database;
try {
  database = await openDatabase(config);
} catch (error) {
  if (!(error instanceof DatabaseBusyError)) fail(error);
  const answer = await postToGateway(config, '/internal/roles', { email, role, grant }).catch((reason: unknown) => {
    console.error(`✖ ${error.message}`);
    console.error(`  Auch über das laufende Gateway ging es nicht: ${(reason as Error).message}`);
    process.exit(1);
  });
  if (answer.status === 200) done(answer.body as { email: string; tenant: string | null; roles: string[] });
  console.error(
    `✖ ${answer.status === 404 ? `Es gibt kein Konto mit der Adresse ${email}.` : (answer.body.error?.message ?? `HTTP ${answer.status}`)}`,
  );
  process.exit(1);
}

const firebase = openFirebaseAuth(config);
try {
  const result = await roleByCommand(database.db, firebase.auth, { email, role, grant });
  await database.close();
  await firebase.close();
  done(result);
} catch (error) {
  await database.close();
  await firebase.close();
  if (error instanceof UnknownUserError) {
    console.error(`✖ Es gibt kein Konto mit der Adresse ${email}.`);
    process.exit(1);
  }
  fail(error);
}
