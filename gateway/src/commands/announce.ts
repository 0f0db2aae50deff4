/**
 * npm run announce -- "Text" [--warning]
 * Publishes an `announcement` on the product channel: every portal page that is open shows it as a
 * banner (README, "Contract: realtime"). Same variables as the gateway; PUSHER_SECRET may also come
 * from `.data/run/realtime-secret` (written by `npm start`). Exit codes: 0 sent, 1 realtime not
 * configured or not reachable, 2 wrong arguments.
 */
import { randomUUID } from 'node:crypto';
import { productChannel, realtimeEvents, type AnnouncementEvent } from 'portal-contract';
import { createPusher, triggerEvent } from '../realtime/publisher.ts';
import { commandConfig } from './commandDatabase.ts';
import { recordCommandAudit } from './commandAudit.ts';

/** A banner, not an article: longer texts are refused rather than cut. */
export const ANNOUNCEMENT_MAX_LENGTH = 500;

const USAGE = 'Aufruf: npm run announce -- "Text der Meldung" [--warning]';

function refuse(message: string): never {
  console.error(`✖ ${message}`);
  console.error(USAGE);
  process.exit(2);
}

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const words = args.filter((arg) => !arg.startsWith('--'));
const unknown = options.filter((option) => option !== '--warning');
if (unknown.length > 0) refuse(`Unbekannte Option ${unknown.join(', ')}.`);
if (words.length !== 1)
  refuse(words.length === 0 ? 'Der Text der Meldung fehlt.' : 'Bitte den Text in Anführungszeichen angeben (ein Argument).');

const message = words[0]!.trim();
if (!message) refuse('Die Meldung ist leer.');
if (message.length > ANNOUNCEMENT_MAX_LENGTH) {
  refuse(`Die Meldung ist zu lang (${message.length} Zeichen, höchstens ${ANNOUNCEMENT_MAX_LENGTH}).`);
}

const config = commandConfig();
if (!config.realtime) {
  console.error(
    '✖ Echtzeit ist nicht eingerichtet: PUSHER_SECRET fehlt (und .data/run/realtime-secret gibt es nicht – läuft `npm start`?).',
  );
  process.exit(1);
}

const announcement: AnnouncementEvent = {
  id: randomUUID(),
  message,
  level: options.includes('--warning') ? 'warning' : 'info',
  sentAt: new Date().toISOString(),
};
const channel = productChannel(config.productSlug);
try {
  await triggerEvent(createPusher(config.realtime), channel, realtimeEvents.announcement, announcement);
} catch (error) {
  console.error(`✖ Die Meldung wurde nicht gesendet: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`✔ Meldung gesendet (Kanal „${channel}“, ${announcement.level === 'warning' ? 'Warnung' : 'Hinweis'}).`);
try {
  // The audit log names the announcement, not its text (it may be long; the banner is public anyway).
  await recordCommandAudit(config, {
    action: 'announcement.send',
    target: `${announcement.level === 'warning' ? 'Warnung' : 'Hinweis'} ${announcement.id}: ${message.slice(0, 80)}`,
  });
} catch (error) {
  console.warn(`⚠ Nicht im Protokoll vermerkt: ${(error as Error).message}`);
}
