/**
 * Our own short word lists for telling people from roles, places and organisations. Kept small and
 * lower-case (except surnames and places, which are compared as written); the ordinary-noun knowledge
 * is in lexicon.ts.
 */

/**
 * Frequent German surnames. Many are also ordinary nouns (Müller, Koch, Richter), so without this list
 * „Herr Koch“ or „sagte Müller“ would look like a role or a trade.
 */
export const COMMON_SURNAMES: ReadonlySet<string> = new Set(
  `Müller Schmidt Schneider Fischer Weber Meyer Meier Mayer Maier Wagner Becker Schulz Hoffmann Schäfer Koch
  Bauer Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt
  Werner Schmitz Krause Lehmann Schmid Schulze Maurer Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs
  Peters Lang Scholz Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth
  Beck Lorenz Baumann Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt
  Stein Jäger Otto Sommer Groß Seidel Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn
  Kühn Pohl Engel Horn Busch Bergmann Thomas Voigt Sauer Arnold Wolff Pfeiffer Hansen Fiedler Bär Kellner
  Schwab Gärtner Brenner Förster Wirth Schreiner Beyer Hermann Kolb Ernst Lindner Ebert Vogler Koller
  Wimmer Hauser Bader Hofer Gruber Brunner Lechner Eder Moser Kern Schuhmacher Metzger Fleischer Wagener
  Bäcker Schlosser Zimmer Drescher Weiss Schütz Schütze Jansen Janssen Hinz Kunz Stark Baum Kranz Specht
  Adler Falk Hirsch Fink Strauß Rose Stern Sturm Blum Reich Frey Hagen Thiel Heller Ritter Dittrich
  Yılmaz Yilmaz Kaya Demir Şahin Sahin Çelik Celik Öztürk Aydın Aydin Arslan Doğan Dogan Kılıç Nowak
  Kowalski Kowalska Wiśniewski Lewandowski Rossi Russo Ferrari Esposito Bianchi Romano Popescu Ivanov
  Petrović Jovanović Hoxha Nguyen Tran`.split(/\s+/),
);

/** Places that appear where a name could: „Stadtrat München“, „Anna aus Köln“. Also the dictionary's „München“. */
export const PLACES: ReadonlySet<string> = new Set(
  `Berlin Hamburg München Köln Frankfurt Stuttgart Düsseldorf Leipzig Dortmund Essen Bremen Dresden Hannover
  Nürnberg Duisburg Bochum Wuppertal Bielefeld Bonn Münster Mannheim Karlsruhe Augsburg Wiesbaden Mönchengladbach
  Gelsenkirchen Aachen Braunschweig Kiel Chemnitz Halle Magdeburg Freiburg Krefeld Mainz Lübeck Erfurt Oberhausen
  Rostock Kassel Hagen Potsdam Saarbrücken Hamm Ludwigshafen Oldenburg Mülheim Osnabrück Leverkusen Darmstadt
  Heidelberg Solingen Regensburg Herne Paderborn Neuss Ingolstadt Offenbach Fürth Ulm Heilbronn Pforzheim Würzburg
  Wolfsburg Göttingen Bottrop Reutlingen Erlangen Bremerhaven Koblenz Trier Recklinghausen Jena Remscheid
  Salzgitter Moers Siegen Hildesheim Cottbus Rosenheim Landshut Passau Bamberg Bayreuth Kempten Schwerin Weimar
  Konstanz Garmisch Starnberg Dachau Freising Erding Wien Graz Linz Salzburg Innsbruck Zürich Bern Basel Genf
  Luzern Paris London Rom Madrid Prag Warschau Brüssel Amsterdam Kopenhagen Stockholm Moskau Kiew Istanbul Athen
  Washington Florenz Mailand Venedig Neapel Lissabon Budapest Bukarest Sofia Belgrad Zagreb Dublin Oslo Helsinki
  Deutschland Österreich Schweiz Frankreich Italien Spanien Polen Tschechien Ungarn Griechenland Türkei Russland
  Ukraine China Japan Indien Amerika Europa Afrika Asien Bayern Sachsen Hessen Thüringen Brandenburg Niedersachsen
  Westfalen Franken Schwaben Oberbayern Niederbayern Allgäu Pfalz Saarland Holstein Mecklenburg Vorpommern
  Schwabing Sendling Pasing Haidhausen Giesing Bogenhausen Kreuzberg Neukölln Mitte Pankow Spandau Altona
  Eimsbüttel Harburg Ehrenfeld Nippes Deutz Grünwald Unterhaching Ottobrunn Germering Gröbenzell`.split(/\s+/),
);

/** Honorifics that stand right before a name. Compared lower-case, without a final dot. */
export const HONORIFICS: ReadonlySet<string> = new Set(['frau', 'herr', 'herrn', 'fräulein']);

/** Academic and professional titles (written with a dot or as a word). */
export const TITLES: ReadonlySet<string> = new Set([
  'dr',
  'prof',
  'professor',
  'professorin',
  'doktor',
  'med',
  'phil',
  'jur',
  'rer',
  'nat',
  'dipl',
  'ing',
  'mag',
  'dres',
  'mba',
  'ph',
  'pd',
  'priv',
  'doz',
]);

/**
 * Roles that are followed by a name („Zeugin Maria S.“, „Polizeisprecher Stefan Huber“). A word is a role
 * when it is one of these or ends with one (compounds: „Polizei|sprecher“), so the list holds the tails.
 * `office`: a public office, whose holders the tenant policy may leave named (keepOfficeHolders).
 */
const ROLE_TAILS: { tails: string[]; office: boolean }[] = [
  {
    office: true,
    tails: [
      'bürgermeister',
      'bürgermeisterin',
      'landrat',
      'landrätin',
      'minister',
      'ministerin',
      'präsident',
      'präsidentin',
      'kanzler',
      'kanzlerin',
      'senator',
      'senatorin',
      'staatssekretär',
      'staatssekretärin',
      'abgeordnete',
      'abgeordneter',
      'stadtrat',
      'stadträtin',
      'gemeinderat',
      'gemeinderätin',
      'stadtverordnete',
      'stadtverordneter',
      'bezirksrat',
      'bezirksrätin',
      'richter',
      'richterin',
      'staatsanwalt',
      'staatsanwältin',
      'bundesrichter',
      'ombudsfrau',
      'ombudsmann',
      'beauftragte',
      'beauftragter',
      'landtagsabgeordnete',
    ],
  },
  {
    office: false,
    tails: [
      'zeuge',
      'zeugin',
      'augenzeuge',
      'augenzeugin',
      'sprecher',
      'sprecherin',
      'informant',
      'informantin',
      'whistleblower',
      'whistleblowerin',
      'hinweisgeber',
      'hinweisgeberin',
      'anwalt',
      'anwältin',
      'verteidiger',
      'verteidigerin',
      'angeklagte',
      'angeklagter',
      'angeklagten',
      'kläger',
      'klägerin',
      'beklagte',
      'beklagter',
      'geschädigte',
      'geschädigter',
      'tatverdächtige',
      'tatverdächtiger',
      'verdächtige',
      'verdächtiger',
      'beschuldigte',
      'beschuldigter',
      'vorsitzende',
      'vorsitzender',
      'chef',
      'chefin',
      'leiter',
      'leiterin',
      'direktor',
      'direktorin',
      'führer',
      'führerin',
      'trainer',
      'trainerin',
      'pfarrer',
      'pfarrerin',
      'pastor',
      'pastorin',
      'arzt',
      'ärztin',
      'lehrer',
      'lehrerin',
      'schüler',
      'schülerin',
      'studentin',
      'student',
      'nachbar',
      'nachbarin',
      'anwohner',
      'anwohnerin',
      'rentner',
      'rentnerin',
      'rentnerehepaar',
      'mutter',
      'vater',
      'sohn',
      'tochter',
      'bruder',
      'schwester',
      'ehefrau',
      'ehemann',
      'witwe',
      'witwer',
      'partnerin',
      'freundin',
      'kollege',
      'kollegin',
      'mitarbeiter',
      'mitarbeiterin',
      'polizist',
      'polizistin',
      'kommissar',
      'kommissarin',
      'polizeihauptmeister',
      'polizeiobermeister',
      'beamter',
      'beamtin',
      'autor',
      'autorin',
      'leser',
      'leserin',
      'journalist',
      'journalistin',
      'reporter',
      'reporterin',
      'fotograf',
      'fotografin',
      'sänger',
      'sängerin',
      'künstler',
      'künstlerin',
      'musiker',
      'musikerin',
      'schauspieler',
      'schauspielerin',
      'unternehmer',
      'unternehmerin',
      'inhaber',
      'inhaberin',
      'gründer',
      'gründerin',
      'wirt',
      'wirtin',
      'landwirt',
      'landwirtin',
      'bäuerin',
      'forscher',
      'forscherin',
      'wissenschaftler',
      'wissenschaftlerin',
      'experte',
      'expertin',
      'moderator',
      'moderatorin',
      'spieler',
      'spielerin',
      'kapitän',
      'kapitänin',
      'torwart',
      'stürmer',
      'manager',
      'managerin',
      'besitzer',
      'besitzerin',
      'vermieter',
      'vermieterin',
      'mieter',
      'mieterin',
      'patient',
      'patientin',
      'bewohner',
      'bewohnerin',
      'fahrer',
      'fahrerin',
      'fußgänger',
      'fußgängerin',
      'passant',
      'passantin',
      'erzieher',
      'erzieherin',
      'pfleger',
      'pflegerin',
      'krankenschwester',
      'hebamme',
      'bischof',
      'imam',
      'rabbiner',
      'sachverständige',
      'sachverständiger',
      'gutachter',
      'gutachterin',
      'ansprechpartner',
      'ansprechpartnerin',
      'opfer',
      'täter',
      'täterin',
      'verkäufer',
      'verkäuferin',
      'kassierer',
      'kassiererin',
      'koordinator',
      'koordinatorin',
      'referent',
      'referentin',
      'berater',
      'beraterin',
      'kommandant',
      'kommandantin',
      'feuerwehrmann',
      'feuerwehrfrau',
      'hauptkommissar',
      'hauptkommissarin',
      'ermittler',
      'ermittlerin',
      'vorstand',
      'vorständin',
      'geschäftsführer',
      'geschäftsführerin',
      'meister',
      'meisterin',
    ],
  },
];

const ROLE_TAIL_OFFICE = new Map<string, boolean>();
for (const group of ROLE_TAILS) for (const tail of group.tails) ROLE_TAIL_OFFICE.set(tail, group.office);
const LONGEST_TAIL = Math.max(...[...ROLE_TAIL_OFFICE.keys()].map((tail) => tail.length));

/** „Polizeisprecherin“ → { office: false }; „Oberbürgermeister“ → { office: true }; „Haus“ → undefined. */
export function roleOf(word: string): { office: boolean } | undefined {
  const lower = word.toLowerCase();
  // Longest tail first, so „Oberbürgermeisterin“ is found as „bürgermeisterin“ (an office), not as „meisterin“.
  // Inside a compound only tails of four letters or more count, so short words do not make roles by accident.
  for (let start = Math.max(0, lower.length - LONGEST_TAIL); start < lower.length; start++) {
    const tail = lower.slice(start);
    if (start > 0 && tail.length < 4) break;
    const office = ROLE_TAIL_OFFICE.get(tail);
    if (office !== undefined) return { office };
  }
  return undefined;
}

/** Verbs of saying after which a name follows: „sagte Berger“, „erklärte Polizeisprecher Huber“. */
export const SPEECH_VERBS: ReadonlySet<string> = new Set(
  `sagte sagt sagten erklärte erklärt betonte betont meinte meint berichtete berichtet ergänzte ergänzt erzählte
  erzählt schildert schilderte kritisierte kritisiert warnte warnt forderte fordert bestätigte bestätigt schreibt
  schrieb fragte fragt antwortete antwortet hofft hoffte vermutet vermutete sagen erinnert erinnerte räumt räumte
  beschreibt beschrieb glaubt glaubte weiß wusste klagt klagte lobt lobte`.split(/\s+/),
);

/** Words after a capitalised word that make it an organisation or a thing, not a person („Berger AG“). */
export const ORGANISATION_AFTER: ReadonlySet<string> = new Set(
  `Benz AG GmbH SE KG KGaA OHG GbR UG eG Ltd Inc Co Verlag Stiftung Bank Gruppe Holding Werke Klinik Klinikum Schule
  Gymnasium Realschule Grundschule Mittelschule Universität Hochschule Institut Verein Zentrum Partei Kirche
  Stadion Arena Hotel Straße Str Platz Weg Allee Ring Preis Award Cup Pokal Festival Stiftung Haus Museum
  Theater Bahnhof Airport Flughafen Halle Center Centre Apotheke`.split(/\s+/),
);

/** Words before a capitalised word that make it the name of a place or business („Hotel Adler“, „St. Anna“). */
export const ORGANISATION_BEFORE: ReadonlySet<string> = new Set(
  `firma hotel restaurant café cafe gasthof gasthaus klinikum verlag stiftung kaufhaus autohaus bäckerei
  metzgerei apotheke st sankt kirche pfarrei schule gymnasium bahnhof modehaus brauerei`.split(/\s+/),
);

/** Name particles inside a name: „Ursula von der Leyen“, „Jan de Vries“. */
export const PARTICLES: ReadonlySet<string> = new Set(
  'von van de der den zu zur vom di da del della dos du le la ten ter al el bin ibn'.split(' '),
);

/** Months and weekdays: capitalised, never names here, and parts of dates. */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set(
  `Januar Jänner Februar März April Mai Juni Juli August September Oktober November Dezember Montag Dienstag
  Mittwoch Donnerstag Freitag Samstag Sonnabend Sonntag Wochenende Ostern Pfingsten Weihnachten Silvester`.split(/\s+/),
);

export const MONTHS = [
  'januar',
  'februar',
  'märz',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'dezember',
  'jänner',
] as const;
