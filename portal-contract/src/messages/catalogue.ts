/**
 * The one German message catalogue of the portal (docs/product.md, "Error catalogue"). Gateway answers,
 * Firebase errors and client-side checks are all mapped to these codes; no other place holds the texts.
 */
export const messages = {
  'invalid-email': 'Die eingegebene E-Mail-Adresse ist ungültig.',
  'too-many-requests': 'Zu viele Anfragen. Bitte versuche es später erneut.',
  'wrong-credentials': 'E-Mail-Adresse oder Passwort ist falsch.',
  'popup-blocked': 'Bitte erlaube Pop-ups für diese Seite.',
  'account-exists-with-different-credential':
    'Für dieses Konto ist Single Sign-on noch nicht eingerichtet. Melde dich mit E-Mail und Passwort an und verknüpfe dein Microsoft-Konto unter „Mein Konto“.',
  'domain-not-available': 'Mit E-Mail-Adressen dieser Domain ist keine Registrierung möglich.',
  'weak-password': 'Das Passwort muss mindestens 6 Zeichen lang sein.',
  'email-already-in-use': 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
  'user-null': 'Das Benutzerkonto existiert nicht.',
  'text-empty': 'Das Textfeld muss mindestens 1 Zeichen enthalten.',
  'validation-failed': 'Der Text konnte nicht validiert werden.',
  'bad-request': 'Der Text konnte nicht verarbeitet werden.',
  'internal-error': 'Auf dem Server ist ein Fehler aufgetreten.',
  'not-found': 'Für diese Anfrage wurde kein Endpunkt gefunden.',
  'ai-provider-error': 'Der KI-Anbieter meldet einen Fehler.',
  'ai-invalid-request': 'Der KI-Anbieter konnte den Text nicht verarbeiten.',
  'registration-failed': 'Bei der Registrierung ist ein Fehler aufgetreten.',
  unknown: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuche es später erneut.',
  'session-expired': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  'tenant-not-allowed': 'Diese Funktion ist für deinen Mandanten nicht freigeschaltet.',
  'text-too-long': 'Der Text ist zu lang (höchstens {max} Zeichen).',
  'no-ai-provider': 'Für diese Funktion ist kein KI-Anbieter eingerichtet.',
  'no-ai-provider-yet': 'Für diese Funktion hat das Portal noch keinen KI-Anbieter. Wende dich an {contact}, wenn du sie brauchst.',
  'redact-mode-needs-provider': '„redigieren“ braucht einen KI-Anbieter, den das Portal noch nicht hat. Wende dich an {contact}.',
  offline: 'Keine Verbindung zum Server. Bitte prüfe deine Verbindung.',
  reconnecting: 'Du bist weiterhin angemeldet. Sobald der Server wieder erreichbar ist, geht es von selbst weiter.',
  // Sign-in (ours): a popup the user closed, a provider that is linked already, a mail that went out.
  'popup-closed': 'Die Anmeldung wurde abgebrochen.',
  'provider-already-linked': 'Dein Microsoft-Konto ist bereits verknüpft.',
  'password-reset-sent': 'Wir haben dir eine E-Mail zum Zurücksetzen des Passworts geschickt, falls es ein Konto mit dieser Adresse gibt.',
  'microsoft-linked': 'Dein Microsoft-Konto ist jetzt verknüpft. Du kannst dich ab sofort auch mit Microsoft anmelden.',
  // Trust (ours): verified identities, roles.
  'email-not-verified': 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir einen Link geschickt.',
  'email-still-unverified':
    'Deine E-Mail-Adresse ist noch nicht bestätigt. Öffne den Link in der Mail, die wir dir geschickt haben, und versuche es dann erneut.',
  'verification-sent': 'Wir haben dir einen neuen Bestätigungslink geschickt. Schau auch im Spam-Ordner nach.',
  'microsoft-tenant-not-allowed':
    'Mit diesem Microsoft-Konto ist keine Anmeldung möglich: Es gehört nicht zur Organisation dieses Portals.',
  'role-missing': 'Dafür fehlen dir die Rechte.',
  'own-admin-role':
    'Deine eigene Administrationsrolle kannst du nicht entfernen. Bitte eine andere Administratorin oder einen anderen Administrator darum.',
  'roles-saved': 'Die Rollen von {email} wurden gespeichert.',
  'no-audit-entries': 'Für diese Auswahl gibt es keine Einträge im Protokoll.',
  // Data services (ours).
  forbidden: 'Dafür fehlt dir die Berechtigung.',
  'invalid-url': 'Bitte gib eine gültige Adresse ein, die mit http:// oder https:// beginnt.',
  'target-not-allowed': 'Dieses Ziel ist nicht erlaubt: interne Adressen und Rechnernamen ohne Domain können nicht verkürzt werden.',
  'invalid-slug': 'Ein Kürzel besteht aus 3 bis 64 Buchstaben, Ziffern, - oder _.',
  'slug-taken': 'Dieses Kürzel ist schon vergeben. Bitte wähle ein anderes.',
  'slug-reserved': 'Dieses Kürzel ist reserviert. Bitte wähle ein anderes.',
  'feedback-sent': 'Danke für dein Feedback! Wir haben es gespeichert.',
  'newsletter-failed': 'Deine Newsletter-Einstellung konnte nicht gespeichert werden. Bitte versuche es erneut.',
  'no-data': 'Für diesen Zeitraum gibt es keine Daten.',
  'invalid-date-range': 'Bitte wähle einen gültigen Zeitraum (Beginn vor Ende).',
  'no-short-links': 'Du hast noch keine Kurzlinks angelegt.',
  'confirm-delete-short-link': 'Möchtest du den Kurzlink {url} wirklich löschen? Er leitet danach nicht mehr weiter.',
  'copy-failed': 'Kopieren hat nicht geklappt. Bitte markiere den Text und kopiere ihn selbst.',
  // AI tools (ours)
  'file-too-large': 'Die Datei ist zu groß (höchstens {max}).',
  'unsupported-file-type': 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind MP3, M4A, WAV, WEBM und OGG.',
  'generation-stopped': 'Abgebrochen. Was bis dahin erzeugt wurde, bleibt stehen.',
  'faq-no-match': 'Dazu steht nichts in der Workday-FAQ. Formuliere deine Frage anders oder wende dich an dein HR-Team.',
  'upload-failed': 'Die Datei konnte nicht hochgeladen werden. Bitte versuche es erneut.',
  'choose-platform': 'Bitte wähle mindestens eine Plattform.',
  'topic-empty': 'Bitte gib ein Thema ein.',
  'question-empty': 'Bitte gib eine Frage ein.',
  // SEO Self Made has four fields and only „Text“ is required: the message says which one is meant.
  'seo-text-empty':
    'Das Feld „Text“ ist leer. Füge dort deinen Artikeltext ein – Titel, Beschreibung und Fokus-Keyword dürfen leer bleiben.',
  // Quellencheck has two fields: the message says which one is empty.
  'source-empty': 'Das Feld „Quelle“ ist leer. Füge dort den Text ein, gegen den du prüfen willst.',
  'personal-data-found': 'Der Text enthält personenbezogene Daten. Wähle, wie es weitergeht:',
  'personal-data-offline-only':
    'Der Text enthält personenbezogene Daten ({items}); dein Haus gibt sie keiner externen KI, und diese Funktion geht nicht offline.',
  'source-check-clean': 'Alle geprüften Angaben stehen so in der Quelle.',
  'request-stopped': 'Abgebrochen.',
  'result-ready': 'Das Ergebnis ist fertig.',
  'result-appears-here': 'Hier erscheint das Ergebnis, sobald du startest.',
  'choose-file': 'Bitte wähle eine Audiodatei aus.',
  'upload-stopped': 'Abgebrochen. Die Datei wurde nicht verarbeitet.',
  'style-rule-invalid': 'Die Regel kann so nicht gespeichert werden: {reason}',
  'style-import-invalid': 'Die Datei wurde nicht importiert, es hat sich nichts geändert. Bitte korrigiere diese Zeilen:',
  'style-import-done': 'Import fertig. Neue Regeln: {created}, geänderte: {updated}.',
  'style-import-file-type': 'Bitte wähle eine CSV- oder JSON-Datei.',
  'quota-exceeded': 'Das KI-Kontingent deines Mandanten für diesen Monat ist aufgebraucht. Wende dich an deine Administration.',
  'quota-nearly-used':
    'Dein Mandant hat {percent} % seines KI-Kontingents für diesen Monat verbraucht. Ab 100 % sind die KI-Werkzeuge bis zum Monatsende gesperrt.',
  'settings-saved': 'Gespeichert.',
  'no-ratings': 'Noch keine Bewertungen.',
  'rating-thanks': 'Danke für deine Bewertung!',
  'rating-failed': 'Die Bewertung konnte nicht gesendet werden. Das Ergebnis bleibt erhalten.',
  'history-empty': 'Noch keine Einträge. Sobald du ein Werkzeug benutzt, findest du das Ergebnis hier.',
  'history-no-match': 'Keine Einträge gefunden. Versuche es mit einem anderen Wort oder Werkzeug.',
  'history-deleted': 'Dein Verlauf ist gelöscht.',
  'history-entry-stopped': 'Abgebrochen – das Ergebnis ist unvollständig.',
  'redact-no-changes': 'Alles in Ordnung: An deinem Text gab es nichts zu ändern.',
  // The offline engine's limits (bounded work): a text that needs too long, a full queue, too many runs at once.
  'offline-too-complex':
    'Der Text ist für die Offline-Verarbeitung zu umfangreich oder zu ungewöhnlich aufgebaut. Bitte kürze ihn oder teile ihn in Abschnitte auf.',
  'offline-busy': 'Die Offline-Verarbeitung ist gerade ausgelastet. Bitte versuche es in ein paar Sekunden erneut.',
  'too-many-parallel-runs': 'Du hast schon so viele Aufträge gleichzeitig laufen, wie möglich sind. Bitte warte, bis einer fertig ist.',
  'top-ten-no-points': 'In diesem Text haben wir keine Punkte für eine Liste gefunden. Füge einen längeren Quelltext ein.',
  // Portal frame (ours): a remote that cannot be loaded, a page that does not exist.
  'remote-unavailable':
    'Dieser Bereich ist gerade nicht erreichbar. Der Rest des Portals funktioniert weiter – versuche es gleich noch einmal.',
  'remote-incompatible':
    'Dieser Bereich wurde für eine andere Version des Portals gebaut ({package}) und wird deshalb nicht geladen. Der Rest des Portals funktioniert weiter.',
  'page-not-found': 'Diese Seite gibt es nicht. Vielleicht hat sich die Adresse geändert.',
  // On the home page after a group-only page sent a user of another tenant there.
  'group-only-page': '„{page}“ ist nur für Mitarbeitende der {publisher} freigeschaltet. Deshalb bist du auf der Startseite gelandet.',
  'not-connected-yet': 'Diese Funktion wird gerade angebunden und folgt mit dem nächsten Release.',
  'config-unavailable': 'Die Portal-Konfiguration konnte nicht geladen werden. Bitte lade die Seite neu.',
  // Preview of a remote from a development origin (developers only).
  'preview-origin-not-allowed':
    'Von dieser Adresse darf keine Vorschau geladen werden: Sie steht nicht auf der Liste der Entwicklungsadressen.',
  'preview-refused': 'Die Vorschau wurde nicht geladen: {reason} Du siehst die freigegebene Version.',
  // Asked after the gateway's yes, before any code from the origin runs: a link alone must not load it.
  'preview-confirm-title': 'Vorschau laden?',
  'preview-confirm':
    'Das Portal lädt {remote} von {origin}. Der Code läuft dann mit deiner Anmeldung. Lade eine Vorschau nur, wenn du sie selbst gestartet hast.',
  // Releases on /status (portal admins): the same rules as npm run promote / rollback.
  'release-nothing-staged': 'Es gibt keine gestufte Version, die für alle live werden könnte.',
  'release-no-previous': 'Es gibt keine frühere Version, zu der zurückgerollt werden kann.',
  'release-version-unknown': 'Diese Version gibt es nicht (mehr). Lade die Seite neu, um die behaltenen Versionen zu sehen.',
  'release-already-live': 'Diese Version ist schon live.',
  'release-auto-rollback':
    '{remote} {version} wurde automatisch zurückgerollt: {failures} von {loads} Aufrufen sind fehlgeschlagen. Live ist wieder {to}.',
  // Realtime (ours): live notes; without a live connection the pages simply do not show them.
  'dashboards-updated': 'Die Daten wurden gerade aktualisiert.',
  'job-progress': 'Wird verarbeitet … {percent} %',
} as const;

export type MessageCode = keyof typeof messages;

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(messages, code);
}

/** The German text for a code; unknown codes fall back to the generic message, placeholders are filled. */
export function messageFor(code: string, params: Record<string, string | number> = {}): string {
  const template: string = isMessageCode(code) ? messages[code] : messages.unknown;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? formatParam(params[key]) : whole));
}

function formatParam(value: string | number | undefined): string {
  return typeof value === 'number' ? value.toLocaleString('de-DE') : String(value ?? '');
}
