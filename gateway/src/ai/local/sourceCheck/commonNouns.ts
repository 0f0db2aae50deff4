/**
 * Capitalised words that are no names although they stand where names stand („in Zukunft“,
 * „nach Angaben“, „bei Bedarf“), and endings of German nouns that names rarely have. Lower case.
 */
export const NOT_NAMES = new Set(
  `zukunft kraft betrieb höhe richtung summe kürze ordnung teilen teil führung haft gefahr sorge ruhe rente form zeiten zeit folge folgen
   angaben angabe angst sicht gründen grund protest bedarf regen nacht hause ende anfang mitte plan schätzungen versehen abstimmung
   bewährung zusammenarbeit absprache tempo minute runde halbzeit pause verlängerung serie kooperation vollzeit teilzeit euro prozent
   deutschland europa bund land länder stadt gemeinde kreis region innenstadt altstadt zentrum stadtgebiet umland ausland inland
   polizei feuerwehr verwaltung rathaus gericht stadtrat gemeinderat kreistag landtag bundestag regierung opposition koalition
   fraktion partei verein firma unternehmen konzern schule schulen kita kitas krankenhaus klinik kirche theater museum
   herr frau herren frauen männer mann kinder kind eltern familie familien menschen leute bürger einwohner besucher gäste fans
   zuschauer mitarbeiter beschäftigte kunden nutzer fahrer täter opfer zeugen angeklagte angeklagter richter polizisten beamte
   ja nein ok okay prozent tag tage woche wochen monat monate jahr jahre jahren wochenende vormittag nachmittag abend morgen
   minuten stunden sekunden uhr vorjahr vormonat vorwoche saison spielzeit quartal halbjahr geschäftsjahr haushaltsjahr
   januar februar märz april mai juni juli august september oktober november dezember
   insgesamt zudem außerdem allerdings dennoch trotzdem damit daher deshalb dabei danach davor zuvor bisher
   summen zahlen zahl anteil mehrheit hälfte drittel viertel rund etwa knapp gut fast mehr weniger
   sachen schaden schäden kosten mittel geld einnahmen ausgaben investitionen
   angaben zufolge auftrag namen name sinne interesse einzelfall einzelfällen fällen fall
   heimat urlaub arbeit dienst einsatz einsätzen hilfe gang betracht frage fragen kontakt verbindung`
    .split(/\s+/)
    .filter(Boolean),
);

/** Endings of common nouns: a capitalised word with one of them is not a name. */
export const NOUN_ENDINGS = [
  'ung',
  'ungen',
  'heit',
  'heiten',
  'keit',
  'keiten',
  'schaft',
  'schaften',
  'tion',
  'tionen',
  'tät',
  'täten',
  'ismus',
  'nis',
  'nisse',
  'nissen',
  'ling',
  'linge',
  'chen',
  'ment',
  'ments',
  'ität',
  'ik',
  'ur',
  'eur',
  'ist',
  'isten',
  'ei',
  'erei',
  'sion',
  'sionen',
  'tum',
  'tümer',
  'werk',
  'zeug',
  'haus',
  'häuser',
  'amt',
  'ämter',
  'stelle',
  'stellen',
  'platz',
  'plätze',
  'kosten',
  'mittel',
  'geld',
  'gelder',
  'zahl',
  'zahlen',
  'recht',
  'rechte',
  'jahr',
  'jahre',
  'jahren',
  'tag',
  'tage',
  'tagen',
  'zeit',
  'zeiten',
];
