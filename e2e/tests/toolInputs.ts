/** What the tool tests put in, as staff would: real German texts and an audio file. */

export const article = `Die Stadtwerke München bauen das Fernwärmenetz im Münchner Norden deutlich aus. Wie das Unternehmen am Dienstag mitteilte, sollen bis Ende 2029 rund 12.000 zusätzliche Haushalte angeschlossen werden. Die Investitionen belaufen sich nach Angaben der Stadtwerke auf etwa 240 Mio. Euro.

Der Ausbau ist Teil der Wärmewende, mit der die Landeshauptstadt bis 2035 klimaneutral heizen will. Geplant sind neue Leitungen in Milbertshofen, Am Hart und Freimann. Dort sollen die Bauarbeiten im Frühjahr beginnen und abschnittsweise erfolgen, damit der Verkehr auf den Hauptstraßen nicht zum Erliegen kommt.

Anwohnerinnen und Anwohner werden nach Angaben der Stadtwerke rechtzeitig informiert. Für die Bauzeit richtet das Unternehmen ein Bürgertelefon ein. Kritik kommt vom Bund der Steuerzahler, der die Kostenplanung für zu optimistisch hält. Die Stadtwerke verweisen dagegen auf Fördermittel des Bundes, die einen großen Teil der Kosten decken sollen.

Die Geothermie spielt beim Ausbau eine zentrale Rolle. Schon heute stammt ein wachsender Anteil der Fernwärme aus Tiefengeothermie-Anlagen im Münchner Süden. Bis 2040 soll die gesamte Fernwärme aus erneuerbaren Quellen kommen. Der Stadtrat hatte den Plänen bereits im Sommer mit großer Mehrheit zugestimmt.`;

export const pressRelease = `PRESSEMITTEILUNG

Bäckerei Sonnenkorn eröffnet dritte Filiale in Augsburg

Augsburg, 12. November 2026 – Die Bäckerei Sonnenkorn eröffnet am 1. Dezember ihre dritte Filiale in der Augsburger Innenstadt. Auf 180 Quadratmetern entstehen ein Verkaufsraum und ein Café mit 40 Sitzplätzen. Das Familienunternehmen schafft damit zwölf neue Arbeitsplätze.

„Wir freuen uns sehr, noch näher bei unseren Kundinnen und Kunden zu sein“, sagt Geschäftsführerin Anna Berger. Das Sortiment umfasst Brot aus regionalem Getreide, Kuchen und einen Mittagstisch.

Zur Eröffnung gibt es eine Woche lang jeden Tag ein Gratis-Brötchen für alle Gäste.

Über die Bäckerei Sonnenkorn
Die Bäckerei Sonnenkorn wurde 1987 gegründet und beschäftigt heute 45 Mitarbeiterinnen und Mitarbeiter. Das Unternehmen setzt auf Handwerk und regionale Zutaten.

Pressekontakt:
Maria Schmidt
Bäckerei Sonnenkorn GmbH
Telefon: +49 821 123456
E-Mail: presse@sonnenkorn.example
www.sonnenkorn.example

###`;

export const textWithTypos =
  'Die Zietung berichtet über die Bürgermeisterwahl am Hauptbahnhof. Das ist ein "wichtiges" Thema - auch für die Nahverkehrsgesellschaft.';

/** A valid WAV file of silence (8 kHz, 16 bit, mono). */
export function silentWav(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  return wav;
}
