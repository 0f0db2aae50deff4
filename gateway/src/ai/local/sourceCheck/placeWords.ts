/**
 * Words that announce a place or an institution with a place in its name. What follows them is
 * read as a name: „in Mainz“, „Landgericht Koblenz“, „Stadtteil Ehrang“, „Ludwigstraße“.
 */

/** Prepositions after which a capitalised word without article is usually a place. */
export const PLACE_PREPOSITIONS = new Set(['in', 'aus', 'nach', 'bei', 'nahe', 'zwischen', 'richtung', 'gen', 'ab', 'via']);

/** Nouns after which a capitalised word is the place of the thing („Landgericht Koblenz“, „Stadtteil Ehrang“). */
export const PLACE_CUES = new Set(
  `stadt gemeinde ortsgemeinde verbandsgemeinde landkreis kreis stadtteil ortsteil stadtbezirk bezirk region raum bundesland dorf
   landgericht amtsgericht oberlandesgericht verwaltungsgericht arbeitsgericht sozialgericht finanzgericht landesarbeitsgericht
   staatsanwaltschaft generalstaatsanwaltschaft polizeipräsidium polizeiinspektion polizeidirektion kriminalpolizei kripo polizei
   sparkasse volksbank universität uni hochschule klinikum uniklinik universitätsmedizin stadtwerke staatstheater landesmuseum
   kreisverwaltung stadtverwaltung flughafen hauptbahnhof bistum erzbistum jobcenter finanzamt zollfahndungsamt hauptzollamt
   feuerwehr berufsfeuerwehr kreistag stadtrat gemeinderat ortsbeirat stadtverordnetenversammlung landtag theater museum zoo
   messe dekanat`
    .split(/\s+/)
    .filter(Boolean),
);

/** Ends of street names („Ludwigstraße“, „Rheinallee“) and of squares, written as one word or after a place adjective. */
export const STREET_ENDINGS = [
  'straße',
  'strasse',
  'str',
  'weg',
  'gasse',
  'allee',
  'platz',
  'ring',
  'damm',
  'ufer',
  'chaussee',
  'pfad',
  'steig',
  'brücke',
];

/** Street words that are common nouns on their own. */
export const COMMON_STREET_WORDS = new Set(
  'straße strasse weg gasse allee platz ring damm ufer brücke bundesstraße landstraße autobahn hauptstraße fahrbahn radweg gehweg fußweg parkplatz spielplatz marktplatz sportplatz arbeitsplatz ausweg umweg rückweg heimweg stellplatz kreisstraße'.split(
    ' ',
  ),
);

/** Capitalised words ending in „-er“ before a noun that are no place adjective („Deutscher Wetterdienst“). */
export const NOT_PLACE_ADJECTIVES = new Set(
  'deutscher erster zweiter dritter letzter neuer alter großer kleiner weißer roter grüner schwarzer blauer goldener silberner oberer unterer innerer äußerer vorsitzender beigeordneter abgeordneter angeklagter jeder aller einer keiner dieser jener unser euer ihrer seiner mehrerer anderer weiterer neuer'.split(
    ' ',
  ),
);
