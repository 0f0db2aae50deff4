import { isMessageCode, messageFor, messages } from '../src/index.ts';

/** docs/product.md, "Error catalogue": condition, the catalogue code for it, the German text verbatim. */
const productMessages: readonly [condition: string, code: string, text: string][] = [
  ['invalid e-mail', 'invalid-email', 'Die eingegebene E-Mail-Adresse ist ungültig.'],
  ['too many requests', 'too-many-requests', 'Zu viele Anfragen. Bitte versuche es später erneut.'],
  ['wrong password / user not found / invalid credential', 'wrong-credentials', 'E-Mail-Adresse oder Passwort ist falsch.'],
  ['popup blocked', 'popup-blocked', 'Bitte erlaube Pop-ups für diese Seite.'],
  [
    'account exists with different credential',
    'account-exists-with-different-credential',
    'Für dieses Konto ist Single Sign-on noch nicht eingerichtet. Melde dich mit E-Mail und Passwort an und verknüpfe dein Microsoft-Konto unter „Mein Konto“.',
  ],
  ['domain not available', 'domain-not-available', 'Mit E-Mail-Adressen dieser Domain ist keine Registrierung möglich.'],
  ['weak password', 'weak-password', 'Das Passwort muss mindestens 6 Zeichen lang sein.'],
  ['e-mail already in use', 'email-already-in-use', 'Für diese E-Mail-Adresse gibt es bereits ein Konto.'],
  ['user is null', 'user-null', 'Das Benutzerkonto existiert nicht.'],
  ['text empty', 'text-empty', 'Das Textfeld muss mindestens 1 Zeichen enthalten.'],
  ['bad request (validation)', 'validation-failed', 'Der Text konnte nicht validiert werden.'],
  ['bad request', 'bad-request', 'Der Text konnte nicht verarbeitet werden.'],
  ['internal server error', 'internal-error', 'Auf dem Server ist ein Fehler aufgetreten.'],
  ['not found (endpoint)', 'not-found', 'Für diese Anfrage wurde kein Endpunkt gefunden.'],
  ['AI provider error', 'ai-provider-error', 'Der KI-Anbieter meldet einen Fehler.'],
  ['invalid request to AI provider', 'ai-invalid-request', 'Der KI-Anbieter konnte den Text nicht verarbeiten.'],
  ['missing or insufficient permissions', 'registration-failed', 'Bei der Registrierung ist ein Fehler aufgetreten.'],
  ['any other code', 'unknown', 'Ein unbekannter Fehler ist aufgetreten. Bitte versuche es später erneut.'],
  ['session expired', 'session-expired', 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.'],
  ['tenant not allowed', 'tenant-not-allowed', 'Diese Funktion ist für deinen Mandanten nicht freigeschaltet.'],
  ['text too long', 'text-too-long', 'Der Text ist zu lang (höchstens {max} Zeichen).'],
  ['no AI provider', 'no-ai-provider', 'Für diese Funktion ist kein KI-Anbieter eingerichtet.'],
  ['offline / gateway unreachable', 'offline', 'Keine Verbindung zum Server. Bitte prüfe deine Verbindung.'],
];

describe('message catalogue', () => {
  test.each(productMessages)('%s (%s) has the docs/product.md text verbatim', (_condition, code, text) => {
    expect(isMessageCode(code)).toBe(true);
    expect(messageFor(code)).toBe(text);
  });

  test('no two codes share a text', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('messageFor', () => {
  test.each(['gibt-es-nicht', 'auth/unknown-error', '', 'toString', 'constructor', '__proto__'])(
    'falls back to the unknown message for %p',
    (code) => {
      expect(isMessageCode(code)).toBe(false);
      expect(messageFor(code)).toBe(messages.unknown);
    },
  );

  test.each([
    [20000, 'Der Text ist zu lang (höchstens 20.000 Zeichen).'],
    [1234567, 'Der Text ist zu lang (höchstens 1.234.567 Zeichen).'],
    [500, 'Der Text ist zu lang (höchstens 500 Zeichen).'],
    ['zwanzigtausend', 'Der Text ist zu lang (höchstens zwanzigtausend Zeichen).'],
  ])('fills {max} with %p in de-DE format', (max, text) => {
    expect(messageFor('text-too-long', { max })).toBe(text);
  });

  test('leaves a placeholder without a value untouched and ignores extra parameters', () => {
    expect(messageFor('text-too-long', { min: 1 })).toBe('Der Text ist zu lang (höchstens {max} Zeichen).');
    expect(messageFor('offline', { max: 3 })).toBe(messages.offline);
  });
});
